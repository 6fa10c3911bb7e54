import { Alert, Container, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { StaffRole } from "#server/shared/permissions.ts";
import type { InviteStaffInput, StaffMember } from "#server/shared/staff.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { InviteStaffForm } from "./InviteStaffForm";
import { StaffList } from "./StaffList";
import { useStaffT } from "./staff-messages";

export type StaffState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; staff: readonly StaffMember[] };

export type StaffViewProps = {
  staff: StaffState;
  selfId: number;
  /** The last change's outcome; clears itself after 4 seconds. */
  message: TimedMessage | null;
  onInvite: (input: InviteStaffInput) => Promise<boolean>;
  inviting: boolean;
  onRoleChange: (member: StaffMember, role: StaffRole) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
  onEditProfile: (member: StaffMember) => void;
  busyId: number | null;
  /** After a deactivation: that member's open appointments to give to others. */
  handover?: ReactNode;
  homeHref: string;
};

/** /admin/staff (the owner's, decision 0234): the staff and their roles, an invitation, and what a deactivation leaves to hand over. */
export function StaffView(props: StaffViewProps) {
  const t = useStaffT();
  const { staff } = props;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <AdminPageHeader title={t("staff.title")} homeHref={props.homeHref} />
        <Text>{t("staff.intro")}</Text>
        <ActionMessage message={props.message} />
        {props.handover}
        {staff.status === "error" && (
          <Alert color="red" variant="light">
            {staff.message}
          </Alert>
        )}
        {staff.status === "loading" && (
          <Stack gap="sm" aria-busy="true">
            <Text>{t("staff.loading")}</Text>
            <Skeleton height={88} radius="md" />
          </Stack>
        )}
        {staff.status === "ready" && (
          <StaffList
            staff={staff.staff}
            selfId={props.selfId}
            onRoleChange={props.onRoleChange}
            onDeactivate={props.onDeactivate}
            onReactivate={props.onReactivate}
            onEditProfile={props.onEditProfile}
            busyId={props.busyId}
          />
        )}
        <InviteStaffForm onSubmit={props.onInvite} submitting={props.inviting} />
      </Stack>
    </Container>
  );
}
