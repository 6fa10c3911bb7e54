import type { AppointmentPreparer } from "../../shared/appointment.schema";
import type { BaseDeps } from "../deps";

/** Someone who sees clients: a staff account whose role is "preparer" (decision 0231), as clients may see them. */
export type Preparer = NonNullable<AppointmentPreparer>;
/** The same, with the address the office's emails about their appointments also go to: never answered to anyone. */
export type TeamMember = Preparer & { email: string };

/**
 * The office's preparers. With none, the office keeps one calendar, as before preparers existed:
 * every availability and booking path asks this first and changes nothing when the list is empty.
 */
export function createPreparersService({ db, reads }: Pick<BaseDeps, "db" | "reads">) {
  // Asked on every availability answer; kept until the next write where the engine can tell (SQLite).
  const teamKept = reads.untilNextWrite(
    () => "preparers",
    async (): Promise<TeamMember[]> =>
      (
        await db.user.findMany({ where: { role: "preparer" }, select: { id: true, fullName: true, email: true }, orderBy: { id: "asc" } })
      ).map((row) => ({ id: row.id, name: row.fullName, email: row.email })),
  );

  return {
    /** Everyone who takes appointments, oldest account first, as the booking page shows them; [] in an office without preparers. */
    async list(): Promise<Preparer[]> {
      return (await teamKept()).map(({ id, name }) => ({ id, name }));
    },
    /** The same with their addresses, for the server's own use. */
    team: (): Promise<TeamMember[]> => teamKept(),
    /** Their ids, in the same order. */
    async ids(): Promise<number[]> {
      return (await teamKept()).map((preparer) => preparer.id);
    },
  };
}

export type PreparersService = ReturnType<typeof createPreparersService>;
