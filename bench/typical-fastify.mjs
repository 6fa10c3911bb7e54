// The benchmark's typical production app (issue 35): the bare route of bench/bare-fastify.mjs plus
// what any production Fastify app does per request, Helmet's default security headers and one pino
// line per request written to a file (LOG_FILE). `npm run bench` starts it with PORT and LOG_FILE
// set and pins it to the server's CPU; the product's own 404 is compared with it.
import Fastify from "fastify";
import helmet from "helmet";

const app = Fastify({ logger: { level: "info", file: process.env.LOG_FILE } });
const securityHeaders = helmet();
app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, done));
app.get("/", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
