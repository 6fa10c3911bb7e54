import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpMode = "accept" | "reject" | "stall";

export type TestSmtp = {
  port: number;
  url: string;
  /** Every message received whole, parsed, in arrival order. */
  messages: ParsedMail[];
  /** accept (250), reject every recipient (550), or stall: take the data and never answer. */
  setMode: (mode: SmtpMode) => void;
  /** Resolves once `count` messages have arrived (or the data of one began, for "dataStarted"). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  waitForDataStarted: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server inside the test process (the `smtp-server` package), on 127.0.0.1,
 * that parses what it receives with `mailparser`. Tests point SMTP_URL at it; no mocked
 * transport is involved.
 */
export async function startTestSmtp({ port = 0, mode = "accept" }: { port?: number; mode?: SmtpMode } = {}): Promise<TestSmtp> {
  let current: SmtpMode = mode;
  const messages: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  let dataStarted = 0;
  const changed = () => listeners.forEach((listener) => listener());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(_address, _session, callback) {
      if (current !== "reject") return callback();
      const refusal = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, _session, callback) {
      dataStarted += 1;
      changed();
      if (current === "stall") {
        stream.resume();
        return; // Never answers: the sender hangs as if the server froze mid-delivery.
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          changed();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;

  const waitUntil = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${what} within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    setMode: (next) => {
      current = next;
    },
    waitForMessages: async (count, timeoutMs = 10_000) => {
      await waitUntil(() => messages.length >= count, `no ${count} messages`, timeoutMs);
      return messages;
    },
    waitForDataStarted: (timeoutMs = 10_000) => waitUntil(() => dataStarted > 0, "no message data began", timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
