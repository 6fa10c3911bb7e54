import type { z } from "zod";
import type { AboutTeam } from "../staff/about-team";
import type { Db } from "../../db";
import type { updateProfileInput } from "../../shared/auth.schema";
import type { PublicUser } from "../../shared/user.schema";
import { roleOf } from "../../shared/services";
import { DEFAULT_LOCALE, isLocale } from "../../shared/i18n/locales";

type UserRow = { id: number; fullName: string; email: string | null; phone: string | null; role: string; locale: string; mfaEnabled: boolean };

/**
 * The address of an account that signs in. Only a client the office booked by phone has none
 * (decision 0235), and such an account has no password anyone knows, no session and no link: every
 * path that signs in, changes a password or writes to the account's owner reaches only accounts
 * with an address, so a missing one here is a broken invariant, not a user's mistake.
 */
export function accountEmail(row: { id?: number; email: string | null }): string {
  if (row.email === null) throw new Error(`account ${row.id ?? "?"} has no email address`);
  return row.email;
}

/** The same account with its address known to be there (for the emails written to it). */
export function withAccountEmail<Row extends { email: string | null }>(row: Row): Row & { email: string } {
  return { ...row, email: accountEmail(row) };
}

/** The one mapping from a database row to the user every API returns: a signed-in person, who always has an address. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    full_name: row.fullName,
    email: accountEmail(row),
    phone: row.phone,
    role: roleOf(row.role),
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    mfa_enabled: row.mfaEnabled,
  };
}

/** Emails are stored trimmed and lower-cased, so lookups and uniqueness ignore case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `aboutTeam`: forgotten when someone changes their name, which the About page's team may show
 * (decision 0240); absent where nothing shows a team (the first start's admin check).
 */
export function createUsersService({ db, aboutTeam }: { db: Db; aboutTeam?: Pick<AboutTeam, "forget"> }) {
  return {
    async findById(id: number): Promise<PublicUser | null> {
      const row = await db.user.findUnique({ where: { id } });
      return row ? toPublicUser(row) : null;
    },

    /**
     * Changes the caller's own name, phone and (when given) language. Email and role are not
     * editable here: an `email` in the body is ignored, as the spec's profile form has none, and
     * an email change goes through the link sent to the new address (decision 0125).
     */
    async updateProfile(userId: number, input: z.output<typeof updateProfileInput>): Promise<PublicUser> {
      const row = await db.user.update({
        where: { id: userId },
        data: { fullName: input.fullName, phone: input.phone, ...(input.locale && { locale: input.locale }) },
      });
      if (row.profileOnAbout) aboutTeam?.forget();
      return toPublicUser(row);
    },

    async countAdmins(): Promise<number> {
      return db.user.count({ where: { role: "admin" } });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
