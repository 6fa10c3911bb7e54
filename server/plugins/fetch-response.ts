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
    app.addHook("onSend", async (_request, reply, payload) => {
      if (!(payload instanceof Response)) return payload;
      reply.status(payload.status);
      payload.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      for (const cookie of payload.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return payload.body;
    });
  },
  { name: "fetch-response" },
);
