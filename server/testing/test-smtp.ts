import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpMode = "accept" | "reject" | "stall" | "hold";

export type TestSmtp = {
  port: number;
  url: string;
  /** Every message received whole, parsed, in arrival order. */
  messages: ParsedMail[];
  /**
   * accept (250), reject every recipient (550), stall: take the data and never answer, or hold:
   * take the message (it has arrived, in `messages`) and keep the 250 back until `releaseHeld()`,
   * as a server slow to answer DATA does; a sender that dies meanwhile never hears it.
   */
  setMode: (mode: SmtpMode) => void;
  /** Sends the held messages' 250s (to senders still connected) and leaves the mode as it is. */
  releaseHeld: () => void;
  /** Resolves once `condition` holds, checked on every arrival; rejects after `timeoutMs`. */
  waitFor: (condition: () => boolean, what: string, timeoutMs?: number) => Promise<void>;
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
  const heldAnswers: (() => void)[] = [];
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
      const holding = current === "hold";
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          if (holding) heldAnswers.push(() => callback());
          changed();
          if (!holding) callback();
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
    releaseHeld: () => {
      for (const answer of heldAnswers.splice(0)) answer();
    },
    waitFor: (condition, what, timeoutMs = 10_000) => waitUntil(condition, `not ${what}`, timeoutMs),
    waitForMessages: async (count, timeoutMs = 10_000) => {
      await waitUntil(() => messages.length >= count, `no ${count} messages`, timeoutMs);
      return messages;
    },
    waitForDataStarted: (timeoutMs = 10_000) => waitUntil(() => dataStarted > 0, "no message data began", timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
