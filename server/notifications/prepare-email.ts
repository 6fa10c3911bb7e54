import { isStaff } from "../shared/permissions";
import { hashToken, linkSigner } from "../auth/tokens";
import type { Db } from "../db";
import { parseEmailPayload } from "../emails/email-payloads";
import type { DeliveryFacts } from "../emails/email-element";
import type { RenderedEmail, renderEmail as RenderEmail } from "../emails/render-email";
import type { AppConfig } from "../env";
import type { Sender } from "../outbox/mailer";
import type { OutboxRow } from "../outbox/outbox.store";
import { loadBusinessProfile } from "../services/business/business.service";
import { emailContextFor } from "./email-context";
import { loadEmailTexts } from "../services/email-texts/email-texts.service";
import { accountLocale } from "./notifications";

/** A password-reset link works this long after it was (last) sent. */
export const RESET_LINK_MINUTES = 60;
/** A new client's "choose your password" link works longer: they may read it days later. */
export const WELCOME_LINK_MINUTES = 7 * 24 * 60;
/** An email-change link works a day after it was (last) sent (issue 17). */
export const EMAIL_CHANGE_LINK_HOURS = 24;
/** The link a password-change email offers to remove the account's second factors with (issue 29 item 1). */
export const FACTOR_REMOVAL_LINK_HOURS = 24;

/**
 * The React email templates (and React, and react-email's components) load on the first
 * delivery, not at start: they are about 40 MB of a server that otherwise idles near 100 MB.
 */
const renderEmail: typeof RenderEmail = async (...args) =>
  (await import("../emails/render-email")).renderEmail(...args);

export type PreparedEmail = { rendered: RenderedEmail; sender: Sender } | { skip: string };

/**
 * Turns an outbox row into the email to send, at delivery time. Two kinds look at the
 * database first: a reminder is dropped when its appointment was cancelled or moved since
 * (belt and braces: those changes withdraw it in their own transaction), and a password
 * reset finds its account and makes the one-time token. The token is derived from the
 * row's Message-ID with a server key, so a retry sends the same link and the database
 * still holds only its hash. The business's details are read as they are at sending time,
 * and so is the language of a reset or welcome email: the account's (a row written before
 * emails had a language reads as English). A password-change email lists the account's second
 * factors as they are then, with a link to remove them made the same way (decision 0177).
 */
export function createEmailPreparer({ db, config, now }: { db: Db; config: AppConfig; now: () => Date }) {
  const resetTokens = linkSigner(config.cookieSecret, "password-reset");
  const emailChangeTokens = linkSigner(config.cookieSecret, "email-change");
  const factorRemovalTokens = linkSigner(config.cookieSecret, "factor-removal");

  return async function prepare(row: OutboxRow): Promise<PreparedEmail> {
    const payload = parseEmailPayload(row.payload);
    // Read for every message: a rename shows in the very next email, even from another process.
    const [business, texts] = await Promise.all([loadBusinessProfile(db, config, now()), loadEmailTexts(db)]);
    const context = emailContextFor(config, business, texts);
    const sender: Sender = { name: context.business.name, address: context.business.email };

    if (payload.kind === "client.appointment-reminder") {
      const current = await db.appointment.findUnique({
        where: { id: payload.appointment.id },
        select: { status: true, appointmentTime: true },
      });
      if (current?.status !== "confirmed" || current.appointmentTime.toISOString() !== payload.appointment.start) {
        return { skip: "The appointment was cancelled or moved." };
      }
    }

    // A request for documents, or the reminder of missing ones, says nothing useful once the appointment is off.
    if (payload.kind === "client.documents-requested" || payload.kind === "client.documents-missing") {
      const current = await db.appointment.findUnique({ where: { id: payload.appointment.id }, select: { status: true } });
      if (current?.status !== "pending" && current?.status !== "confirmed") return { skip: "The appointment was cancelled." };
    }

    if (payload.kind === "account.password-reset" || payload.kind === "account.welcome" || payload.kind === "account.staff-invite") {
      const user = await db.user.findUnique({
        where: { email: payload.email },
        select: { id: true, fullName: true, locale: true, deactivatedAt: true },
      });
      if (!user) return { skip: "No account uses this address." };
      // A link would let nobody in (decision 0234); the member asks the owner instead.
      if (user.deactivatedAt) return { skip: "The account is deactivated." };
      const token = resetTokens.sign(row.messageId);
      const purpose = { "account.password-reset": "reset", "account.welcome": "welcome", "account.staff-invite": "invite" }[payload.kind];
      const validMinutes = purpose === "reset" ? RESET_LINK_MINUTES : WELCOME_LINK_MINUTES;
      const expiresAt = new Date(now().getTime() + validMinutes * 60_000);
      await db.passwordResetToken.upsert({
        where: { tokenHash: hashToken(token) },
        create: { userId: user.id, tokenHash: hashToken(token), expiresAt, purpose },
        update: { expiresAt },
      });
      const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const reset = { name: user.fullName, url, validMinutes };
      const inLanguage = { ...payload, locale: accountLocale(user.locale) };
      return { rendered: await renderEmail(inLanguage, context, { reset }), sender };
    }

    if (payload.kind === "account.email-change") {
      const user = await db.user.findUnique({ where: { id: payload.userId }, select: { id: true, fullName: true, locale: true } });
      if (!user) return { skip: "The account no longer exists." };
      const token = emailChangeTokens.sign(row.messageId);
      const expiresAt = new Date(now().getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60_000);
      await db.emailChangeToken.upsert({
        where: { tokenHash: hashToken(token) },
        create: { userId: user.id, newEmail: payload.newEmail, tokenHash: hashToken(token), expiresAt },
        update: { expiresAt },
      });
      const url = `${config.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
      const emailChange = { name: user.fullName, url, validHours: EMAIL_CHANGE_LINK_HOURS };
      const inLanguage = { ...payload, locale: accountLocale(user.locale) };
      return { rendered: await renderEmail(inLanguage, context, { emailChange }), sender };
    }

    if (payload.kind === "account.password-changed") {
      const user = await db.user.findUnique({
        where: { id: payload.userId },
        select: {
          id: true,
          fullName: true,
          locale: true,
          role: true,
          totpEnabledAt: true,
          passkeys: { select: { name: true }, orderBy: { createdAt: "asc" } },
          _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
        },
      });
      if (!user) return { skip: "The account no longer exists." };
      let factors: NonNullable<DeliveryFacts["passwordChanged"]>["factors"] = null;
      // Read now, not when the password changed: the list is what the link would remove.
      if (user.totpEnabledAt !== null || user.passkeys.length > 0) {
        // After a reset, only the mailbox has been proven: an office account's factors then stay,
        // so a taken-over mailbox alone never opens the office's records (decision 0177).
        const offerRemoval = payload.how === "changed" || !isStaff(user.role);
        const token = offerRemoval ? factorRemovalTokens.sign(row.messageId) : null;
        if (token) {
          const expiresAt = new Date(now().getTime() + FACTOR_REMOVAL_LINK_HOURS * 60 * 60_000);
          await db.factorRemovalToken.upsert({
            where: { tokenHash: hashToken(token) },
            create: { userId: user.id, tokenHash: hashToken(token), expiresAt },
            update: { expiresAt },
          });
        }
        factors = {
          list: {
            app: user.totpEnabledAt !== null,
            passkeys: user.passkeys.map((passkey) => passkey.name),
            recoveryCodesLeft: user._count.recoveryCodes,
          },
          removeUrl: token && `${config.appUrl}/remove-two-step?token=${encodeURIComponent(token)}`,
          validHours: FACTOR_REMOVAL_LINK_HOURS,
        };
      }
      const inLanguage = { ...payload, locale: accountLocale(user.locale) };
      const passwordChanged = { name: user.fullName, factors };
      return { rendered: await renderEmail(inLanguage, context, { passwordChanged }), sender };
    }

    return { rendered: await renderEmail(payload, context), sender };
  };
}
