import { availabilityInput } from "../../shared/appointment.schema";
import { publicProcedure, router } from "../trpc";

export const availabilityRouter = router({
  /** Free slots of a business-local date as UTC ISO instants, ascending. */
  forDate: publicProcedure.input(availabilityInput).query(async ({ ctx, input }) => {
    const slots = await ctx.services.availability.freeSlots(input.date);
    return slots.map((slot) => slot.toISOString());
  }),
});
