import { scheduleInput } from "../../shared/schedule.schema";
import { officeProcedure, router } from "../trpc";

/** The office's week calendar (REST twin: GET /api/schedule). */
export const scheduleRouter = router({
  range: officeProcedure("schedule").input(scheduleInput).query(({ ctx, input }) => ctx.services.schedule.range(input)),
});
