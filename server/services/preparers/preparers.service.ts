import type { AppointmentPreparer, PreparerCard } from "../../shared/appointment.schema";
import { say } from "../../shared/i18n/server-messages";
import type { PreparerHours, WeeklyHours } from "../../shared/opening-hours.schema";
import type { Actor } from "../audit/audit.service";
import type { ServiceDeps } from "../deps";
import { notFound } from "../errors";
import { accountEmail } from "../users/users.service";

/** Someone who sees clients: a staff account whose role is "preparer" (decision 0231), as clients may see them. */
export type Preparer = NonNullable<AppointmentPreparer>;
/**
 * The same, for the server's own use: the address the office's emails about their appointments
 * also go to (never answered to anyone), and their own weekly hours (null: whenever the office is
 * open; decision 0233).
 */
export type TeamMember = Preparer & { email: string; weekly: WeeklyHours | null; card: PreparerCard };

/**
 * The office's preparers. With none, the office keeps one calendar, as before preparers existed:
 * every availability and booking path asks this first and changes nothing when the list is empty.
 */
export function createPreparersService({ db, reads, audit }: Pick<ServiceDeps, "db" | "reads" | "audit">) {
  // Asked on every availability answer; kept until the next write where the engine can tell (SQLite).
  const teamKept = reads.untilNextWrite(
    () => "preparers",
    async (): Promise<TeamMember[]> =>
      (
        await db.user.findMany({
          // A deactivated preparer (decision 0234) takes no more appointments and gets no more emails.
          where: { role: "preparer", deactivatedAt: null },
          select: {
            id: true,
            fullName: true,
            email: true,
            workingHours: { select: { weekly: true } },
            profilePhoto: true,
            profileCredentials: true,
            profileLanguages: true,
          },
          orderBy: { id: "asc" },
        })
      ).map((row) => ({
        id: row.id,
        name: row.fullName,
        email: accountEmail(row),
        // Written only by setHours, after the same schema as the office's weekly hours checked it.
        weekly: row.workingHours ? (JSON.parse(row.workingHours.weekly) as WeeklyHours) : null,
        // Written only by the staff service's setProfile, after the shared schema checked it (decision 0238).
        card: {
          id: row.id,
          name: row.fullName,
          photo: row.profilePhoto,
          credentials: row.profileCredentials,
          languages: JSON.parse(row.profileLanguages) as string[],
        },
      })),
  );

  /** The preparer `id`, or 404: nobody who takes appointments has that id. */
  async function memberOf(id: number): Promise<TeamMember> {
    const member = (await teamKept()).find((candidate) => candidate.id === id);
    if (!member) throw notFound(say.preparers.notFound);
    return member;
  }

  const hoursOf = (member: TeamMember): PreparerHours => ({ preparer: { id: member.id, name: member.name }, weekly: member.weekly });

  return {
    /**
     * Everyone who takes appointments, oldest account first, as the booking page shows them (with
     * their photo, credentials and languages, decision 0238); [] in an office without preparers.
     */
    async list(): Promise<PreparerCard[]> {
      return (await teamKept()).map(({ card }) => card);
    },
    /** The same with their addresses and hours, for the server's own use. */
    team: (): Promise<TeamMember[]> => teamKept(),
    /** Their ids, in the same order. */
    async ids(): Promise<number[]> {
      return (await teamKept()).map((preparer) => preparer.id);
    },

    /** Every preparer's own weekly hours (null: whenever the office is open). */
    async hours(): Promise<PreparerHours[]> {
      return (await teamKept()).map(hoursOf);
    },

    /**
     * Sets (or, with null, removes) a preparer's own weekly hours, which bound their slots inside the
     * office's. Appointments already booked outside them stay, as with a blocked period (decision 0233).
     */
    async setHours(actor: Actor, id: number, weekly: WeeklyHours | null): Promise<PreparerHours> {
      const member = await memberOf(id);
      const before = member.weekly;
      await db.$transaction(async (tx) => {
        if (weekly) {
          const value = JSON.stringify(weekly);
          await tx.preparerHours.upsert({ where: { userId: id }, create: { userId: id, weekly: value }, update: { weekly: value } });
        } else {
          await tx.preparerHours.deleteMany({ where: { userId: id } });
        }
        await audit.record(tx, actor, {
          action: "hours.preparer_updated",
          subject: { type: "user", id },
          before: { weekly: before },
          after: { weekly },
          details: { preparer: member.name },
        });
      });
      return hoursOf(await memberOf(id));
    },
  };
}

export type PreparersService = ReturnType<typeof createPreparersService>;
