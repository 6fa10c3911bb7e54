/** The two database engines: SQLite, embedded, by default; PostgreSQL beyond one machine. */
export type Engine = "sqlite" | "postgresql";

/** `postgresql://` (or `postgres://`) selects PostgreSQL; anything else is a SQLite file. */
export function engineOfUrl(url: string): Engine {
  return /^postgres(ql)?:\/\//i.test(url) ? "postgresql" : "sqlite";
}
