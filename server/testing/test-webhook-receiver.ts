import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * An HTTP endpoint on 127.0.0.1 that records what it is sent, for webhook tests. It answers
 * `status` (200 unless told otherwise), and can be stopped and started again on the same
 * port to play an endpoint that was down.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
          response.writeHead(status, { "content-type": "text/plain" }).end("ok");
        });
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });

  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    received,
    url: (path = "/hooks") => `http://127.0.0.1:${port}${path}`,
    answerWith(code: number) {
      status = code;
    },
    /** Stops listening: deliveries are refused at the TCP level until `start`. */
    stop: close,
    start: listen,
    close,
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
