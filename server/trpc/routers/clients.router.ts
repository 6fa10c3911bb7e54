import { clientIdInput, clientListInput } from "../../shared/clients.schema";
import { officeProcedure, router } from "../trpc";

/** The admins' clients (REST twins: GET /api/clients, GET /api/clients/{id}). */
export const clientsRouter = router({
  list: officeProcedure("clients").input(clientListInput).query(({ ctx, input }) => ctx.services.clients.list(input)),
  details: officeProcedure("clients").input(clientIdInput).query(({ ctx, input }) => ctx.services.clients.details(input.id)),
});
