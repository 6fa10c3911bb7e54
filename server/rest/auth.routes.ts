import type { FastifyPluginAsync } from "fastify";
import { unauthenticated } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import { loginInput, registerInput } from "../shared/auth.schema";
import { forgotPasswordInput, resetPasswordInput } from "../shared/password-reset.schema";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/** SPEC section 7: register, login, logout and the token refresh; and the password reset. */
export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services, cookies }) => {
  app.post("/register", async (request, reply) => {
    const input = parseInput(registerInput, request.body);
    return reply.status(201).send(await services.auth.register(input, { ip: request.ip }));
  });

  app.post("/login", async (request, reply) => {
    const input = parseInput(loginInput, request.body);
    const { user, session } = await services.auth.login(input, {
      ip: request.ip,
      previousSessionId: request.sessionId,
    });
    cookies.set(request, reply, session);
    return user;
  });

  app.post("/logout", async (request, reply) => {
    await services.auth.logout(request.sessionId);
    cookies.clear(request, reply);
    return { ok: true };
  });

  app.post("/auth/refresh", async (request, reply) => {
    const token = cookies.readRefreshToken(request);
    const session = token ? await services.sessions.refresh(token) : null;
    if (!session) {
      cookies.clear(request, reply);
      throw unauthenticated(API_MESSAGES.auth.sessionExpired);
    }
    cookies.set(request, reply, session);
    return { ok: true };
  });

  app.post("/auth/forgot-password", async (request) => {
    const input = parseInput(forgotPasswordInput, request.body);
    return services.passwordReset.request(input, { ip: request.ip });
  });

  app.post("/auth/reset-password", async (request) => {
    const input = parseInput(resetPasswordInput, request.body);
    return services.passwordReset.reset(input);
  });
};
