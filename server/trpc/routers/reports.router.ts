import { officeProcedure, router } from "../trpc";

/** The owner's counts (REST twin: GET /api/reports/appointments). */
export const reportsRouter = router({
  appointments: officeProcedure("reports").query(({ ctx }) => ctx.services.reports.appointmentCounts()),
});
