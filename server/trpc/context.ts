import type { FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../services/services";

export type TrpcContext = {
  req: FastifyRequest;
  res: FastifyReply;
  services: Services;
  user: FastifyRequest["user"];
};

export function createContextFactory(services: Services) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    req,
    res,
    services,
    user: req.user,
  });
}
