import { recordIdInput } from "../../shared/appointment.schema";
import { inviteStaffInput, staffProfileInput, staffRoleInput } from "../../shared/staff.schema";
import { officeProcedure, router } from "../trpc";

/** The owner's staff page (REST twins: /api/staff..., decision 0234). tRPC is sessions only. */
export const staffRouter = router({
  list: officeProcedure("team").query(({ ctx }) => ctx.services.staff.list()),
  invite: officeProcedure("team").input(inviteStaffInput).mutation(({ ctx, input }) => ctx.services.staff.invite(ctx.actor, input)),
  setRole: officeProcedure("team").input(staffRoleInput).mutation(({ ctx, input }) => ctx.services.staff.setRole(ctx.actor, input.id, input.role)),
  setProfile: officeProcedure("team")
    .input(staffProfileInput)
    .mutation(({ ctx, input: { id, ...profile } }) => ctx.services.staff.setProfile(ctx.actor, id, profile)),
  deactivate: officeProcedure("team").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.staff.deactivate(ctx.actor, input.id)),
  reactivate: officeProcedure("team").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.staff.reactivate(ctx.actor, input.id)),
});
