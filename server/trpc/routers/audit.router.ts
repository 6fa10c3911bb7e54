import { auditEventsInput } from "../../shared/audit.schema";
import { officeProcedure, router } from "../trpc";

/** The audit trail (REST twin: GET /api/audit-events); read only. */
export const auditRouter = router({
  list: officeProcedure("activity").input(auditEventsInput).query(({ ctx, input }) => ctx.services.audit.list(input)),
});
