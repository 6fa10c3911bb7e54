import fp from "fastify-plugin";

/**
 * tRPC's Fastify adapter answers with a fetch `Response`. Fastify copies a
 * Response's status and headers onto the reply only after every onSend hook, but
 * @fastify/compress's onSend hook swaps the Response for its compressed body first,
 * so every compressed tRPC answer went out as 200 with no content type, errors
 * included (fastify/fastify-compress#420, fixed only in compress 9). Unwrapping
 * the Response here, before compression, keeps both its status and its headers.
 */
export const fetchResponsePlugin = fp(
  async (app) => {
    // A callback hook: every answer passes it (it has to come before compression's, for all of
    // them), and an async one would cost each a promise.
    app.addHook("onSend", (_request, reply, payload, done) => {
      if (!(payload instanceof Response)) return done(null, payload);
      reply.status(payload.status);
      payload.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      for (const cookie of payload.headers.getSetCookie()) reply.header("set-cookie", cookie);
      done(null, payload.body);
    });
  },
  { name: "fetch-response" },
);
