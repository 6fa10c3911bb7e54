import { auditEventsInput } from "../../shared/audit.schema";
import { adminProcedure, router } from "../trpc";

/** The audit trail (REST twin: GET /api/audit-events); read only. */
export const auditRouter = router({
  list: adminProcedure.input(auditEventsInput).query(({ ctx, input }) => ctx.services.audit.list(input)),
});
