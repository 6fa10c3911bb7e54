import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/app.db";

/**
 * Turns a `file:` URL into an absolute file path and makes sure its folder exists,
 * so a fresh clone can start without any manual step.
 */
export function resolveDatabaseFile(url: string | undefined = DEFAULT_DATABASE_URL): string {
  const raw = (url || DEFAULT_DATABASE_URL).replace(/^file:/, "");
  if (raw === ":memory:") return raw;
  const file = isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL server's URL. */
export type DatabaseLocation = { engine: "sqlite"; file: string } | { engine: "postgresql"; url: string };

/** What `openDatabase` takes for a location: the SQLite file's path or the PostgreSQL URL. */
export const databaseTarget = (location: DatabaseLocation): string =>
  location.engine === "sqlite" ? location.file : location.url;

/** A location as a `DATABASE_URL` names it (for a process started on the same database). */
export const databaseUrlOf = (location: DatabaseLocation): string =>
  location.engine === "sqlite" ? `file:${location.file}` : location.url;
