import type { AppointmentPreparer } from "../../shared/appointment.schema";
import type { BaseDeps } from "../deps";

/** Someone who sees clients: a staff account whose role is "preparer" (decision 0231). */
export type Preparer = NonNullable<AppointmentPreparer>;

/**
 * The office's preparers. With none, the office keeps one calendar, as before preparers existed:
 * every availability and booking path asks this first and changes nothing when the list is empty.
 */
export function createPreparersService({ db, reads }: Pick<BaseDeps, "db" | "reads">) {
  // Asked on every availability answer; kept until the next write where the engine can tell (SQLite).
  const listKept = reads.untilNextWrite(
    () => "preparers",
    async (): Promise<Preparer[]> =>
      (await db.user.findMany({ where: { role: "preparer" }, select: { id: true, fullName: true }, orderBy: { id: "asc" } })).map(
        (row) => ({ id: row.id, name: row.fullName }),
      ),
  );

  return {
    /** Everyone who takes appointments, oldest account first; [] in an office without preparers. */
    list: (): Promise<Preparer[]> => listKept(),
    /** Their ids, in the same order. */
    async ids(): Promise<number[]> {
      return (await listKept()).map((preparer) => preparer.id);
    },
  };
}

export type PreparersService = ReturnType<typeof createPreparersService>;
