import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { hashPassword } from "../../auth/password";
import { say } from "../../shared/i18n/server-messages";
import { isStaff, STAFF_ROLES, type StaffRole } from "../../shared/permissions";
import type { DeactivatedStaff, inviteStaffInput, SpokenLanguage, StaffMember, StaffProfile, staffProfileBody } from "../../shared/staff.schema";
import { toAdminAppointmentDto, WITH_CLIENT } from "../appointments/appointments.service";
import { changedFields, type Actor } from "../audit/audit.service";
import { ACTIVE_STATUSES } from "../availability/availability.service";
import type { ServiceDeps } from "../deps";
import { conflict, notFound, validationError } from "../errors";
import { isUniqueViolation } from "../unique-violation";
import { accountEmail, normaliseEmail } from "../users/users.service";

const MEMBER = {
  id: true,
  fullName: true,
  email: true,
  role: true,
  mfaEnabled: true,
  invitedAt: true,
  deactivatedAt: true,
  createdAt: true,
  profilePhoto: true,
  profileCredentials: true,
  profileLanguages: true,
  profileBio: true,
  profileOnAbout: true,
} as const;

type MemberRow = {
  id: number;
  fullName: string;
  email: string | null;
  role: string;
  mfaEnabled: boolean;
  invitedAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  profilePhoto: string | null;
  profileCredentials: string;
  profileLanguages: string;
  profileBio: string;
  profileOnAbout: boolean;
};

/** A stored profile as the API answers it; the languages were checked by the shared schema when written. */
const profileOf = (row: MemberRow): StaffProfile => ({
  photo: row.profilePhoto,
  credentials: row.profileCredentials,
  languages: JSON.parse(row.profileLanguages) as SpokenLanguage[],
  bio: row.profileBio,
  on_about: row.profileOnAbout,
});

function toStaffMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    name: row.fullName,
    // Staff are invited by address and sign in with it (only a client booked by phone has none).
    email: accountEmail(row),
    role: row.role as StaffRole,
    status: row.deactivatedAt ? "deactivated" : row.invitedAt ? "invited" : "active",
    two_step: row.mfaEnabled,
    created_at: row.createdAt.toISOString(),
    profile: profileOf(row),
  };
}

/**
 * The owner's staff page (issue 32, decision 0234): invite by email, change roles, deactivate and
 * reactivate. Nothing is ever deleted: a deactivated member keeps their appointments, their audit
 * trail and their account, and simply cannot sign in. Nobody changes their own role or deactivates
 * themselves, so an office always keeps the owner who is acting.
 */
export function createStaffService({ db, now, audit, notifications, aboutTeam }: Pick<ServiceDeps, "db" | "now" | "audit" | "notifications" | "aboutTeam">) {
  /** 400 unless `url` names a photo uploaded here (POST /api/business/photos). */
  async function assertUploaded(url: string | null): Promise<void> {
    if (url === null) return;
    const found = await db.media.findUnique({ where: { id: url.slice("/media/".length) }, select: { id: true } });
    if (!found) throw validationError(say.validation.photoNotUploaded);
  }

  /** A staff member by id, or 404 (a client's id is no staff member's). */
  async function memberRow(id: number): Promise<MemberRow> {
    const row = await db.user.findUnique({ where: { id }, select: MEMBER });
    if (!row || !isStaff(row.role)) throw notFound(say.staff.notFound);
    return row;
  }

  function refuseSelf(actor: Actor, id: number): void {
    if (actor.userId === id) throw conflict(say.staff.notYourself);
  }

  return {
    /** Every staff account, active first, then by name. */
    async list(): Promise<StaffMember[]> {
      const rows = await db.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: MEMBER, orderBy: [{ fullName: "asc" }, { id: "asc" }] });
      const members = rows.map(toStaffMember);
      return [...members.filter((member) => member.status !== "deactivated"), ...members.filter((member) => member.status === "deactivated")];
    },

    /**
     * Makes the account and emails a link to choose a password (valid 7 days, in the outbox with the
     * account, so a mail server that is down loses nothing). The first sign-in then asks for two-step
     * sign-in, as for every staff role. 409 for an address that already has an account.
     */
    async invite(actor: Actor, input: z.output<typeof inviteStaffInput>): Promise<StaffMember> {
      const email = normaliseEmail(input.email);
      // Nobody knows this password: the emailed link is the only way in.
      const unusable = await hashPassword(randomBytes(32).toString("base64url"));
      try {
        return await db.$transaction(async (tx) => {
          const row = await tx.user.create({
            data: { email, fullName: input.full_name, role: input.role, passwordHash: unusable, invitedAt: now() },
            select: MEMBER,
          });
          await audit.record(tx, actor, {
            action: "staff.invited",
            subject: { type: "user", id: row.id },
            after: { role: input.role },
            details: { email, name: row.fullName, role: input.role },
          });
          await notifications.staffInvited(tx, email, input.role);
          return toStaffMember(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(say.staff.addressInUse);
        throw error;
      }
    },

    /** Another role: their sessions end, so the next request is made with the new permissions; their calendar feed address changes. */
    async setRole(actor: Actor, id: number, role: StaffRole): Promise<StaffMember> {
      refuseSelf(actor, id);
      const before = await memberRow(id);
      if (before.role === role) return toStaffMember(before);
      const at = now();
      return db.$transaction(async (tx) => {
        const row = await tx.user.update({ where: { id }, data: { role, calendarFeedVersion: { increment: 1 } }, select: MEMBER });
        await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: at } });
        await audit.record(tx, actor, {
          action: "auth.role_changed",
          subject: { type: "user", id },
          before: { role: before.role },
          after: { role },
          details: { email: accountEmail(row), role },
        });
        return toStaffMember(row);
      });
    },

    /**
     * They can no longer sign in: every session ends, unused links die and their calendar feed's
     * address stops serving. Their open appointments
     * from now on are answered, for the office to give to someone else (nothing moves by itself).
     */
    async deactivate(actor: Actor, id: number): Promise<DeactivatedStaff> {
      refuseSelf(actor, id);
      const before = await memberRow(id);
      const at = now();
      const staff = before.deactivatedAt
        ? toStaffMember(before)
        : await db.$transaction(async (tx) => {
            // A new feed version too: the calendar address they had never comes back, even on reactivation.
            const row = await tx.user.update({ where: { id }, data: { deactivatedAt: at, calendarFeedVersion: { increment: 1 } }, select: MEMBER });
            await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: at } });
            await tx.passwordResetToken.updateMany({ where: { userId: id, usedAt: null }, data: { usedAt: at } });
            await audit.record(tx, actor, { action: "staff.deactivated", subject: { type: "user", id }, details: { email: row.email, name: row.fullName } });
            return toStaffMember(row);
          });
      const open = await db.appointment.findMany({
        where: { preparerId: id, status: { in: ACTIVE_STATUSES }, appointmentTime: { gte: at } },
        orderBy: [{ appointmentTime: "asc" }, { id: "asc" }],
        include: WITH_CLIENT,
      });
      aboutTeam.forget();
      return { staff, open_appointments: open.map(toAdminAppointmentDto) };
    },

    /**
     * Sets what clients see of a member of the staff (decision 0238): a photo uploaded here, their
     * credentials, the languages they speak, a short bio, and whether the About page's team shows
     * them (decision 0240). The booking page's choice of preparer shows them; the owner may set
     * anyone's, their own too.
     */
    async setProfile(actor: Actor, id: number, input: z.output<typeof staffProfileBody>): Promise<StaffMember> {
      const before = await memberRow(id);
      await assertUploaded(input.photo);
      const saved = await db.$transaction(async (tx) => {
        const row = await tx.user.update({
          where: { id },
          data: {
            profilePhoto: input.photo,
            profileCredentials: input.credentials,
            profileLanguages: JSON.stringify(input.languages),
            profileBio: input.bio,
            profileOnAbout: input.on_about,
          },
          select: MEMBER,
        });
        const changed = changedFields(profileOf(before), profileOf(row));
        if (changed) await audit.record(tx, actor, { action: "staff.profile_updated", subject: { type: "user", id }, ...changed, details: { name: row.fullName } });
        return toStaffMember(row);
      });
      aboutTeam.forget();
      return saved;
    },

    /** They can sign in again, with the password and second step they had. */
    async reactivate(actor: Actor, id: number): Promise<StaffMember> {
      const before = await memberRow(id);
      if (!before.deactivatedAt) return toStaffMember(before);
      const back = await db.$transaction(async (tx) => {
        const row = await tx.user.update({ where: { id }, data: { deactivatedAt: null }, select: MEMBER });
        await audit.record(tx, actor, { action: "staff.reactivated", subject: { type: "user", id }, details: { email: row.email, name: row.fullName } });
        return toStaffMember(row);
      });
      aboutTeam.forget();
      return back;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
