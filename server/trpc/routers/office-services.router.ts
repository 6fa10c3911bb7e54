import { recordIdInput } from "../../shared/appointment.schema";
import { serviceOrderInput, updateServiceInput, serviceBody } from "../../shared/office-service.schema";
import { officeProcedure, publicProcedure, router } from "../trpc";

/** The office's services (REST twins: /api/services..., decision 0237). */
export const officeServicesRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.officeServices.active()),
  all: officeProcedure("services").query(({ ctx }) => ctx.services.officeServices.all()),
  create: officeProcedure("services").input(serviceBody).mutation(({ ctx, input }) => ctx.services.officeServices.create(ctx.actor, input)),
  update: officeProcedure("services")
    .input(updateServiceInput)
    .mutation(({ ctx, input: { id, ...input } }) => ctx.services.officeServices.update(ctx.actor, id, input)),
  reorder: officeProcedure("services").input(serviceOrderInput).mutation(({ ctx, input }) => ctx.services.officeServices.reorder(ctx.actor, input.ids)),
  retire: officeProcedure("services").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.officeServices.retire(ctx.actor, input.id)),
  restore: officeProcedure("services").input(recordIdInput).mutation(({ ctx, input }) => ctx.services.officeServices.restore(ctx.actor, input.id)),
});
