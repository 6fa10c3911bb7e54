import type { Db } from "../db";
import type { AppConfig } from "../env";
import type { Mailer } from "../outbox/mailer";
import type { OutboxRow } from "../outbox/outbox.store";
import type { DeliveryOutcome } from "../outbox/outbox-worker";
import { createEmailPreparer } from "./prepare-email";

/** The outbox worker's delivery for email rows: prepare, then hand to the mail server. */
export function createEmailDelivery(deps: { db: Db; config: AppConfig; now: () => Date; mailer: Mailer }) {
  const prepare = createEmailPreparer(deps);
  return async function deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    const prepared = await prepare(row);
    if ("skip" in prepared) return { sent: false, reason: prepared.skip };
    await deps.mailer.send({ ...prepared.rendered, to: row.recipient, messageId: row.messageId, sender: prepared.sender });
    return { sent: true };
  };
}
