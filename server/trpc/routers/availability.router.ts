import { availabilityInput } from "../../shared/appointment.schema";
import { availabilityDaysInput } from "../../shared/opening-hours.schema";
import { publicProcedure, router } from "../trpc";

export const availabilityRouter = router({
  /** Free slots of a business-local date as UTC ISO instants, ascending: anyone's, or one preparer's. */
  forDate: publicProcedure
    .input(availabilityInput)
    .query(({ ctx, input }) => ctx.services.availability.freeSlots(input.date, input.preparer_id, input.service)),
  /** How many slots each date from `from` through `to` has free (REST: GET /api/availability/days). */
  days: publicProcedure
    .input(availabilityDaysInput)
    .query(({ ctx, input }) => ctx.services.availability.freeSlotCounts(input.from, input.to, input.preparer_id, input.service)),
});
