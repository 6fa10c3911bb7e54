import type { FastifyReply, FastifyRequest } from "fastify";
import { actorOf } from "../auth/actor";
import type { SessionCookies } from "../auth/session-cookies";
import type { Actor } from "../services/audit/audit.service";
import type { Services } from "../services/services";

export type TrpcContext = {
  req: FastifyRequest;
  res: FastifyReply;
  services: Services;
  cookies: SessionCookies;
  user: FastifyRequest["user"];
  sessionId: FastifyRequest["sessionId"];
  /** Who the call acts as, for the audit trail. */
  actor: Actor;
};

/** The session plugin has already resolved the user; procedures read it from here. */
export function createContextFactory(services: Services, cookies: SessionCookies) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    req,
    res,
    services,
    cookies,
    user: req.user,
    sessionId: req.sessionId,
    actor: actorOf(req),
  });
}
