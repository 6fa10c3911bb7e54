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
  // Asked on every availability answer and booking: a prepared statement (decision 0006), kept until
  // the next write where the engine can tell (SQLite). Through Prisma's query API it was two queries
  // that cost a booking more than its own transaction (decision 0256).
  const teamKept = reads.untilNextWrite(
    () => "preparers",
    async (): Promise<TeamMember[]> =>
      (await reads.preparers()).map((row) => ({
        id: row.id,
        name: row.full_name,
        email: accountEmail(row),
        // Written only by setHours, after the same schema as the office's weekly hours checked it.
        weekly: row.weekly ? (JSON.parse(row.weekly) as WeeklyHours) : null,
        // Written only by the staff service's setProfile, after the shared schema checked it (decision 0238).
        card: {
          id: row.id,
          name: row.full_name,
          photo: row.profile_photo,
          credentials: row.profile_credentials,
          languages: JSON.parse(row.profile_languages) as string[],
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
