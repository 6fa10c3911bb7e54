import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** A change to the staff changes who is listed here and who takes appointments everywhere. */
function useRefreshStaff(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.staff.list.invalidate(), utils.preparers.list.invalidate(), utils.availability.invalidate()]);
}

export function useInviteStaff(options?: MutationOptions<typeof trpc.staff.invite>) {
  return trpc.staff.invite.useMutation(refreshOnSettled(options, useRefreshStaff()));
}

export function useSetStaffRole(options?: MutationOptions<typeof trpc.staff.setRole>) {
  return trpc.staff.setRole.useMutation(refreshOnSettled(options, useRefreshStaff()));
}

export function useDeactivateStaff(options?: MutationOptions<typeof trpc.staff.deactivate>) {
  return trpc.staff.deactivate.useMutation(refreshOnSettled(options, useRefreshStaff()));
}

export function useReactivateStaff(options?: MutationOptions<typeof trpc.staff.reactivate>) {
  return trpc.staff.reactivate.useMutation(refreshOnSettled(options, useRefreshStaff()));
}

export function useSetStaffProfile(options?: MutationOptions<typeof trpc.staff.setProfile>) {
  return trpc.staff.setProfile.useMutation(refreshOnSettled(options, useRefreshStaff()));
}
