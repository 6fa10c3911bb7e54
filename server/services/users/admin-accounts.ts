import { isStaff, type StaffRole } from "../../shared/permissions";
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../auth/password";
import { passwordPolicyProblem } from "../../auth/password-policy";
import { inEnglish } from "../../shared/i18n/server-messages";
import type { Db } from "../../db";
import type { AppConfig } from "../../env";
import type { DbOrTx } from "../../outbox/outbox.store";
import type { Actor } from "../audit/audit.service";
import { storageOf, withOutbox, type ServiceDeps } from "../deps";
import { normaliseEmail } from "./users.service";

type AdminInput = { email: string; password: string; name: string };
/** `create-admin --role`: which staff role the account gets (docs/permissions.md); the owner's ("admin") unless said. */
type StaffInput = AdminInput & { role?: StaffRole };

/**
 * What happened to the address: a new account, an admin left as it was, one whose password was set, a client made
 * staff, or staff given another role.
 */
export type AdminOutcome = "created" | "kept" | "password-set" | "promoted" | "role-changed";

/**
 * The office's admin accounts as the operator makes them (issue 29, decision 0158): ADMIN_EMAIL
 * at every start (`ensureFirstAdmin`) and `npm run create-admin` (`setAdmin`).
 *
 * - The setting only ever creates the first admin. An admin who has since changed the password
 *   keeps it: a restart never brings ADMIN_PASSWORD back.
 * - An address that already belongs to a client may have been registered by someone waiting for
 *   it to become an admin's. Promoting it removes everything such a person could have left on
 *   it: every session, the authenticator app, the recovery codes, the passkeys, pending links and
 *   the password. The setting then emails a link to set a new password; the command line sets
 *   the password it was given, typed by the operator.
 */
export function createAdminAccounts({
  db,
  now,
  notifications,
  audit,
  business,
}: Pick<ServiceDeps, "db" | "now" | "notifications" | "audit" | "business">) {
  /** The operator, who acts from the server's shell or its settings, not from a request. */
  const operator = (label: string): Actor => ({ userId: null, apiKeyId: null, label, ip: null });

  const promoted = (userId: number, email: string) =>
    ({ action: "auth.promoted_to_admin", subject: { type: "user", id: userId }, details: { email } }) as const;
  const roleChanged = (userId: number, email: string, role: StaffRole) =>
    ({ action: "auth.role_changed", subject: { type: "user", id: userId }, details: { email, role } }) as const;

  /** Staff's rules, for the name the account will have: the one given for a new account, the stored one otherwise (it is kept). */
  async function refuseWeak(password: string, fullName: string, email: string, role: StaffRole = "admin"): Promise<void> {
    const weak = await passwordPolicyProblem(password, { role, fullName, email, business: await business.get() });
    if (weak) throw new Error(inEnglish(weak));
  }

  async function create(input: StaffInput, email: string): Promise<void> {
    const role = input.role ?? "admin";
    await refuseWeak(input.password, input.name, email, role);
    await db.user.create({ data: { email, fullName: input.name, passwordHash: await hashPassword(input.password), role } });
  }

  /** As after any password change: every session ends and older reset links die. */
  async function endSessionsAndResetLinks(tx: DbOrTx, userId: number, at: Date): Promise<void> {
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: at } });
  }

  /**
   * Makes the account an admin with nothing its earlier holder left: sessions, second factors, pending links; `passwordHash`
   * replaces the password. A new calendar feed version too: an address it had as an admin before (its role since taken away
   * in the database) never comes back to life (decision 0180).
   */
  async function strip(tx: DbOrTx, userId: number, passwordHash: string, at: Date, role: StaffRole = "admin"): Promise<void> {
    await tx.user.update({
      where: { id: userId },
      data: {
        role,
        passwordHash,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        calendarFeedVersion: { increment: 1 },
      },
    });
    await endSessionsAndResetLinks(tx, userId, at);
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.passkey.deleteMany({ where: { userId } });
    await tx.emailChangeToken.deleteMany({ where: { userId } });
  }

  return {
    /** ADMIN_EMAIL and ADMIN_PASSWORD at start: creates the admin once, never overwrites one. */
    async ensureFirstAdmin(input: AdminInput): Promise<AdminOutcome> {
      const email = normaliseEmail(input.email);
      const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true } });
      if (existing?.role === "admin") return "kept";
      if (!existing) {
        await create(input, email);
        return "created";
      }
      // Nobody knows this password: the link emailed below is the only way in.
      const unusable = await hashPassword(randomBytes(32).toString("base64url"));
      const at = now();
      await db.$transaction(async (tx) => {
        await strip(tx, existing.id, unusable, at);
        await audit.record(tx, operator("ADMIN_EMAIL"), promoted(existing.id, email));
        await notifications.passwordResetRequested(tx, email);
      });
      return "promoted";
    },

    /**
     * `npm run create-admin`: creates the account with `input.role` (the owner's unless said), sets the password of staff
     * with that role, gives other staff that role (their sessions end, their factors stay: the same person), or promotes
     * a client with this password.
     */
    async setAdmin(input: StaffInput): Promise<AdminOutcome> {
      const role = input.role ?? "admin";
      const email = normaliseEmail(input.email);
      const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true, fullName: true } });
      if (!existing) {
        await create(input, email);
        return "created";
      }
      await refuseWeak(input.password, existing.fullName, email, role);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      if (isStaff(existing.role) && existing.role !== role) {
        await db.$transaction(async (tx) => {
          await tx.user.update({ where: { id: existing.id }, data: { role, passwordHash, calendarFeedVersion: { increment: 1 } } });
          await endSessionsAndResetLinks(tx, existing.id, at);
          await audit.record(tx, operator("create-admin"), roleChanged(existing.id, email, role));
        });
        return "role-changed";
      }
      if (existing.role === role) {
        await db.$transaction(async (tx) => {
          await tx.user.update({ where: { id: existing.id }, data: { passwordHash } });
          await endSessionsAndResetLinks(tx, existing.id, at);
          await audit.record(tx, operator("create-admin"), { action: "auth.password_changed", subject: { type: "user", id: existing.id } });
        });
        return "password-set";
      }
      await db.$transaction(async (tx) => {
        await strip(tx, existing.id, passwordHash, at, role);
        await audit.record(tx, operator("create-admin"), role === "admin" ? promoted(existing.id, email) : roleChanged(existing.id, email, role));
      });
      return "promoted";
    },
  };
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>;

/** For the start and `create-admin`, which have no app: the accounts over a read connection of their own, closed after `use`. */
export async function usingAdminAccounts<T>(config: AppConfig, db: Db, use: (accounts: AdminAccounts) => Promise<T>): Promise<T> {
  const storage = storageOf(db);
  try {
    return await use(createAdminAccounts(withOutbox({ ...storage, config, now: () => new Date() })));
  } finally {
    await storage.reads.close();
  }
}
