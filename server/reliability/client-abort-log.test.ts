import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { isClientAbort, loggerOptions, OneLinePerRequest } from "../logging";

/**
 * A browser that stops reading a response (a closed tab, a navigation away) is ordinary
 * browsing: its log lines are `debug`, never `error` (issue 30 item 9). The server compresses
 * its answers like production (server/app.ts), which is where the error line came from.
 */
type LogLine = { level: number; msg: string; err?: { message: string } };

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function serverLoggingTo(lines: LogLine[]) {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } as unknown as NodeJS.WritableStream;
  const app = Fastify({ logger: loggerOptions("debug", stream), logController: new OneLinePerRequest() });
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1 });
  // A long answer that arrives slowly, so the browser can leave in the middle of it.
  app.get("/long", async (_request, reply) => {
    let chunks = 0;
    const body = new Readable({
      read() {
        chunks += 1;
        if (chunks > 200) this.push(null);
        else setTimeout(() => this.push("x".repeat(10_000)), 5);
      },
    });
    return reply.type("text/html").send(body);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  close = () => app.close();
  return (app.server.address() as AddressInfo).port;
}

/** Reads the first chunk of the answer, then goes away. */
function readAndLeave(port: number, encoding: string): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request({ port, host: "127.0.0.1", path: "/long", headers: { "accept-encoding": encoding } }, (response) => {
      response.once("data", () => {
        outgoing.destroy();
        setTimeout(resolve, 300);
      });
    });
    outgoing.on("error", () => {});
    outgoing.end();
  });
}

describe("a browser that leaves in the middle of an answer", () => {
  it.each(["gzip", "identity"])("is logged at debug, not as an error (%s)", async (encoding) => {
    const lines: LogLine[] = [];
    const port = await serverLoggingTo(lines);
    await readAndLeave(port, encoding);
    const aborts = lines.filter((line) => /premature/i.test(`${line.msg} ${line.err?.message ?? ""}`));
    expect(aborts.length).toBeGreaterThan(0);
    expect(aborts.every((line) => line.level === 20)).toBe(true);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it("tells an abort from a real failure", () => {
    expect(isClientAbort(new Error("premature close"))).toBe(true);
    expect(isClientAbort(Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" }))).toBe(true);
    expect(isClientAbort(new Error("EACCES: permission denied"))).toBe(false);
    expect(isClientAbort("premature close")).toBe(false);
  });
});
