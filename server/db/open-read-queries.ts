import { engineOf, poolOf, sqliteFileOf, type Db } from "../db";
import type { ReadQueries } from "./read-queries";
import { createPostgresqlReadQueries } from "./read-queries.postgresql";
import { createSqliteReadQueries } from "./read-queries.sqlite";

/** The hot reads on the database `db` was opened on: its engine's implementation of `ReadQueries`. */
export function createReadQueries(db: Db): ReadQueries {
  return engineOf(db) === "postgresql" ? createPostgresqlReadQueries(() => poolOf(db)) : createSqliteReadQueries(sqliteFileOf(db));
}
