import type { z } from "zod";
import { API_MESSAGES } from "../../shared/api-messages";
import type { contactInput } from "../../shared/contact.schema";
import { MESSAGES } from "../../shared/messages";
import type { RequestOrigin } from "../auth/auth.service";
import { rateLimited } from "../errors";
import { createFixedWindowLimiter } from "../rate-limit/fixed-window-limiter";
import type { ServiceDeps } from "../services";

/**
 * Messages from the contact form: stored, with the office's email in the same transaction,
 * before the visitor is told they were sent, so none is lost.
 */
export function createContactService({ db, config, now, notifications }: ServiceDeps) {
  const perAddress = createFixedWindowLimiter(config.rateLimits.contactMessages, now);

  return {
    async send(input: z.output<typeof contactInput>, origin: RequestOrigin): Promise<{ message: string }> {
      const wait = perAddress.retryAfterSeconds(origin.ip);
      if (wait > 0) throw rateLimited(API_MESSAGES.contact.tooMany, wait);
      perAddress.hit(origin.ip);
      await db.$transaction(async (tx) => {
        const stored = await tx.contactMessage.create({
          data: { name: input.name, email: input.email, phone: input.phone, message: input.message },
        });
        await notifications.contactReceived(tx, {
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          message: stored.message,
          receivedAt: stored.createdAt.toISOString(),
        });
      });
      return { message: MESSAGES.contact.sent };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
