import { clientIdInput, clientListInput } from "../../shared/clients.schema";
import { adminProcedure, router } from "../trpc";

/** The admins' clients (REST twins: GET /api/clients, GET /api/clients/{id}). */
export const clientsRouter = router({
  list: adminProcedure.input(clientListInput).query(({ ctx, input }) => ctx.services.clients.list(input)),
  details: adminProcedure.input(clientIdInput).query(({ ctx, input }) => ctx.services.clients.details(input.id)),
});
