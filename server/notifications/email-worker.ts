import type { Db } from "../db";
import type { AppConfig } from "../env";
import { createSmtpMailer } from "../outbox/mailer";
import { createOutboxStore } from "../outbox/outbox.store";
import { createOutboxWorker, type OutboxWorker } from "../outbox/outbox-worker";
import { createEmailDelivery } from "./email-delivery";

/**
 * The outbox worker wired to SMTP, or null without SMTP_URL (messages then wait in the
 * outbox until it is set). Started by server/index.ts; tests build one and drive it with
 * `runOnce()`.
 */
export function createEmailWorker({
  db,
  config,
  now = () => new Date(),
  pollMs,
  onError,
}: {
  db: Db;
  config: AppConfig;
  now?: () => Date;
  pollMs?: number;
  onError?: (error: unknown) => void;
}): OutboxWorker | null {
  if (!config.email.smtpUrl) return null;
  const mailer = createSmtpMailer({ smtpUrl: config.email.smtpUrl, from: config.email.from });
  const worker = createOutboxWorker({
    store: createOutboxStore(db, config.appUrl, "email"),
    deliver: createEmailDelivery({ db, config, now, mailer }),
    now,
    leaseMs: config.email.leaseSeconds * 1000,
    pollMs,
    onError,
  });
  return {
    ...worker,
    start() {
      // The templates and nodemailer load on first use (not in a server without SMTP); with
      // SMTP set they load now, in the background, so the first email does not wait for them.
      void Promise.all([import("../emails/render-email"), import("nodemailer")]).catch((error: unknown) => onError?.(error));
      worker.start();
    },
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
