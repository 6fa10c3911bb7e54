// The benchmark's ceiling: a bare Fastify route in its own process, no plugins, no logging.
// `npm run bench` starts it with PORT set and pins it to the server's CPU.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
