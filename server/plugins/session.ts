import fp from "fastify-plugin";
import type { PublicUser } from "../shared/user.schema";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before any handler runs. */
    user: PublicUser | null;
  }
}

export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest("user", null);
  },
  { name: "session" },
);
