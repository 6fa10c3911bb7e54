import { Badge, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { STAFF_ROLES, type StaffRole } from "#server/shared/permissions.ts";
import type { StaffMember, StaffStatus } from "#server/shared/staff.schema.ts";
import { useStaffT } from "./staff-messages";
import { useLanguageNames } from "#client/lib/spoken-languages.ts";
import utilities from "#client/design/utilities.module.css";

type StaffListProps = {
  staff: readonly StaffMember[];
  /** The signed-in owner: their own role and account are not theirs to change here. */
  selfId: number;
  onRoleChange: (member: StaffMember, role: StaffRole) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
  /** Opens what clients see of the member (decision 0238). */
  onEditProfile: (member: StaffMember) => void;
  /** The member a change is running for. */
  busyId: number | null;
};

/** Filled shades whose autoContrast label passes WCAG AA in both schemes, as the appointments' status badges do. */
const STATUS_COLOR: Record<StaffStatus, string> = { active: "green.6", invited: "blue.8", deactivated: "gray.7" };

/** Each member of the staff: who, their role (changeable by the owner but for themselves), whether they can sign in. */
export function StaffList({ staff, selfId, onRoleChange, onDeactivate, onReactivate, onEditProfile, busyId }: StaffListProps) {
  const t = useStaffT();
  const languages = useLanguageNames();
  return (
    <Stack component="ul" gap="sm" aria-label={t("staff.listLabel")}>
      {staff.map((member) => {
        const self = member.id === selfId;
        const deactivated = member.status === "deactivated";
        return (
          <Card key={member.id} component="li" withBorder radius="md" padding="md">
            <Group justify="space-between" align="center" gap="md">
              <Stack gap={2} miw={0} flex={1}>
                <Group gap="xs">
                  <Text fw={600}>{member.name}</Text>
                  {self && (
                    <Badge variant="default">
                      {t("member.you")}
                    </Badge>
                  )}
                  <Badge variant="filled" color={STATUS_COLOR[member.status]} autoContrast>
                    {t(`status.${member.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" className={utilities.breakAnywhere}>
                  {member.email}
                </Text>
                {!deactivated && <Text size="sm">{member.two_step ? t("member.twoStepOn") : t("member.twoStepOff")}</Text>}
                {member.profile.credentials && <Text size="sm">{member.profile.credentials}</Text>}
                {member.profile.languages.length > 0 && <Text size="sm">{t("member.speaks", { languages: languages.list(member.profile.languages) })}</Text>}
              </Stack>
              <Group gap="sm" align="flex-end">
                {!deactivated && (
                  <Button variant="default" onClick={() => onEditProfile(member)} aria-label={t("member.profileLabel", { name: member.name })}>
                    {t("member.profile")}
                  </Button>
                )}
                <Select
                  label={t("member.role", { name: member.name })}
                  data={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
                  value={member.role}
                  onChange={(value) => value && value !== member.role && onRoleChange(member, value as StaffRole)}
                  allowDeselect={false}
                  disabled={self || deactivated || busyId === member.id}
                  w={170}
                />
                {!self &&
                  (deactivated ? (
                    <Button variant="default" onClick={() => onReactivate(member)} loading={busyId === member.id} aria-label={t("member.reactivateLabel", { name: member.name })}>
                      {t("member.reactivate")}
                    </Button>
                  ) : (
                    <Button color="red" variant="outline" onClick={() => onDeactivate(member)} aria-label={t("member.deactivateLabel", { name: member.name })}>
                      {t("member.deactivate")}
                    </Button>
                  ))}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
