import type { Transporter } from "nodemailer";
import type { RenderedEmail } from "../emails/render-email";

/** Who an email is from when MAIL_FROM does not say: the business's name and email as saved when it is sent. */
export type Sender = { name: string; address: string };

export type OutgoingEmail = RenderedEmail & { to: string; messageId: string; sender: Sender };

export type Mailer = {
  send: (email: OutgoingEmail) => Promise<void>;
  close: () => void;
};

/**
 * SMTP delivery with nodemailer, from `SMTP_URL` (smtp:// with STARTTLS when the server
 * offers it, smtps:// for TLS from the start). Timeouts stay well inside the outbox lease,
 * so a hung server fails the attempt instead of outliving its claim. nodemailer itself loads
 * with the first email (about 14 MB that a server without mail to send never needs).
 */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string | null }): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number(url.port) : secure ? 465 : 587,
        secure,
        auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  // MAIL_FROM, a bare address sent under the business's name as it is at sending time; else the business's own address.
  const senderFor = (sender: Sender) => (from === null ? sender : from.includes("<") ? from : { name: sender.name, address: from });

  return {
    async send(email) {
      await (await open()).sendMail({
        from: senderFor(email.sender),
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        icalEvent: email.calendar
          ? { method: email.calendar.method, content: email.calendar.content, filename: "invitation.ics" }
          : undefined,
        // Tells auto-responders (out-of-office replies) not to answer.
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}

/** A refusal the server says is final (5xx): trying again would be refused again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").slice(0, 500);
}
