import type { AddressInUseAttempt } from "../../emails/email-payloads";
import type { DbOrTx } from "../../outbox/outbox.store";
import { createFixedWindowLimiter } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../deps";
import { withAccountEmail } from "./users.service";

const HOUR_MS = 60 * 60_000;

/**
 * Issue 29 item 7 (decision 0181): registration and email change answer an address that already
 * has an account exactly as a free one, so they cannot be used to find accounts; its owner is told
 * by email instead. At most one such email per address an hour, so the form cannot be used to
 * flood someone's inbox.
 */
export function createAddressInUseNotice({ db, now, notifications }: Pick<ServiceDeps, "db" | "now" | "notifications">) {
  const perAddress = createFixedWindowLimiter({ db, now }, "address-in-use.email", { max: 1, windowMs: HOUR_MS });
  return {
    /** Tells the owner of `email`, when it has an account; whether it has one. */
    async tellOwner(email: string, attempt: AddressInUseAttempt, tx: DbOrTx = db): Promise<boolean> {
      const owner = await tx.user.findUnique({ where: { email }, select: { email: true, fullName: true, locale: true } });
      if (!owner) return false;
      // Counted in the caller's transaction, with the email it allows.
      if (await perAddress.countIn(tx, email)) await notifications.addressInUse(tx, withAccountEmail(owner), attempt);
      return true;
    },
  };
}
