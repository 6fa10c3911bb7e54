import { useState } from "react";
import type { AdminAppointment } from "#server/shared/appointment.schema.ts";
import type { StaffMember } from "#server/shared/staff.schema.ts";
import { paths } from "#client/app/paths.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { queryState } from "#client/lib/query-state.ts";
import { useSession } from "#client/lib/session.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useBusinessTimeZone } from "#client/lib/use-business-time-zone.ts";
import { useRowChanges } from "#client/lib/use-row-changes.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useReassignAppointment } from "../appointments/api/use-reassign-appointment";
import { useDeactivateStaff, useInviteStaff, useReactivateStaff, useSetStaffProfile, useSetStaffRole } from "./api/use-staff-mutations";
import { uploadPhoto } from "../common/upload-photo";
import { StaffProfileModal } from "./StaffProfileModal";
import { DeactivateStaffModal } from "./DeactivateStaffModal";
import { StaffHandover } from "./StaffHandover";
import { useStaffT } from "./staff-messages";
import { StaffView, type StaffState } from "./StaffView";

/** What a deactivation left to hand over: whose, and the appointments still theirs. */
type Handover = { name: string; appointments: AdminAppointment[] };

/** /admin/staff (the owner's, behind RequireOffice: docs/permissions.md, decision 0234). */
export function AdminStaffPage() {
  usePageMeta("/admin/staff");
  const t = useStaffT();
  const selfId = useSession().user?.id ?? 0;
  const timeZone = useBusinessTimeZone();
  const list = trpc.staff.list.useQuery();
  const preparers = trpc.preparers.list.useQuery();
  const message = useTimedMessage();
  // A member's changes, one at a time, by the member's id (the staff list has no order to change).
  const { busy, change } = useRowChanges(message);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const [reassigningId, setReassigningId] = useState<number | null>(null);
  const [profileOf, setProfileOf] = useState<StaffMember | null>(null);
  const setProfile = useSetStaffProfile();

  const invite = useInviteStaff();
  const setRole = useSetStaffRole();
  const deactivate = useDeactivateStaff();
  const reactivate = useReactivateStaff();
  const reassign = useReassignAppointment();

  const staff: StaffState = queryState(list, (data) => ({ staff: data }), t("staff.loadFailed"));

  return (
    <>
      <StaffView
        staff={staff}
        selfId={selfId}
        message={message.message}
        homeHref={paths.admin}
        inviting={invite.isPending}
        onInvite={async (input) => {
          message.clear();
          try {
            const member = await invite.mutateAsync(input);
            message.showSuccess(t("invite.sent", { email: member.email }));
            return true;
          } catch (error) {
            message.showError(errorMessage(error, t("invite.failed")));
            return false;
          }
        }}
        onRoleChange={(member, role) =>
          void change(
            member.id,
            async () => {
              const changed = await setRole.mutateAsync({ id: member.id, role });
              return t("member.roleChanged", { name: changed.name, role: t(`role.${changed.role}`) });
            },
            t("member.roleFailed"),
          )
        }
        onDeactivate={setDeactivating}
        onReactivate={(member) =>
          void change(
            member.id,
            async () => {
              await reactivate.mutateAsync({ id: member.id });
              return t("member.reactivated", { name: member.name });
            },
            t("member.reactivateFailed"),
          )
        }
        busyId={busy === "order" ? null : busy}
        onEditProfile={setProfileOf}
        handover={
          handover &&
          timeZone && (
            <StaffHandover
              name={handover.name}
              appointments={handover.appointments}
              preparers={preparers.data ?? []}
              timeZone={timeZone}
              busyId={reassigningId}
              onDismiss={() => setHandover(null)}
              onReassign={async (appointment, preparerId) => {
                message.clear();
                setReassigningId(appointment.id);
                try {
                  const moved = await reassign.mutateAsync({ id: appointment.id, preparer_id: preparerId });
                  message.showSuccess(t("handover.done", { name: moved.preparer?.name ?? "" }));
                  setHandover((current) => current && { ...current, appointments: current.appointments.filter((each) => each.id !== appointment.id) });
                  return true;
                } catch (error) {
                  message.showError(errorMessage(error, t("handover.failed")));
                  return false;
                } finally {
                  setReassigningId(null);
                }
              }}
            />
          )
        }
      />
      <StaffProfileModal
        key={profileOf?.id ?? "closed"}
        member={profileOf}
        submitting={setProfile.isPending}
        onUploadPhoto={(file) => uploadPhoto(file, t("profile.photoFailed"))}
        onSubmit={async (profile) => {
          const member = profileOf;
          if (!member) return false;
          message.clear();
          try {
            await setProfile.mutateAsync({ ...profile, id: member.id });
            message.showSuccess(t("profile.saved", { name: member.name }));
            setProfileOf(null);
            return true;
          } catch (error) {
            message.showError(errorMessage(error, t("profile.failed")));
            return false;
          }
        }}
        onClose={() => setProfileOf(null)}
      />
      <DeactivateStaffModal
        member={deactivating}
        submitting={deactivate.isPending}
        onClose={() => setDeactivating(null)}
        onConfirm={() => {
          const member = deactivating;
          if (!member) return;
          void change(
            member.id,
            async () => {
              const result = await deactivate.mutateAsync({ id: member.id });
              setDeactivating(null);
              // What to hand over is the server's answer: a preparer's (even none, said so), or what someone who was
              // a preparer before a change of role still holds.
              if (member.role === "preparer" || result.open_appointments.length > 0) {
                setHandover({ name: member.name, appointments: result.open_appointments });
              }
              return t("deactivate.done", { name: member.name });
            },
            t("deactivate.failed"),
          );
        }}
      />
    </>
  );
}
