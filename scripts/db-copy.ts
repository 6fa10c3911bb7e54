/**
 * `npm run db:copy -- --from file:./data/app.db --to postgresql://user:password@host/db`: moves
 * the office's data from SQLite to an empty PostgreSQL database (docs/decisions/0212-migrate-and-db-copy.md).
 * Stop the server first. It migrates the target, refuses one that holds any row, copies every
 * table in foreign-key order in batches inside one transaction (times, booleans and bytes
 * converted from how SQLite stores them), moves each id sequence past the ids SQLite handed out,
 * then reads both sides back and prints each table's row counts and checksums. Exits non-zero
 * on any difference.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { engineOfUrl } from "../server/db/engine";
import { MIGRATIONS_FOLDER, migratePostgresql } from "../server/db/pending-migrations";
import { projectRoot } from "../server/project-root";

/** Rows per INSERT and per page read back. */
const BATCH_ROWS = 500;
/** PostgreSQL's limit on one statement's parameters. */
const MAX_PARAMETERS = 65_535;

type Column = { name: string; type: string };
type Table = { name: string; columns: Column[]; primaryKey: string[]; serial: string | null; references: string[] };
/** One table's row counts and checksums on each side. */
export type TableCheck = { table: string; sourceRows: number; targetRows: number; sourceChecksum: string; targetChecksum: string };

export class CopyRefused extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `file:./data/app.db` or a path, to an absolute path; the file must exist. */
export function sourceFile(from: string): string {
  if (engineOfUrl(from) !== "sqlite") throw new CopyRefused(`--from must be a SQLite database (file:...), not ${from}`);
  const raw = from.replace(/^file:/, "");
  const file = isAbsolute(raw) ? raw : resolve(process.cwd(), raw);
  if (!existsSync(file)) throw new CopyRefused(`no SQLite database at ${file}`);
  return file;
}

/** The target's tables, columns, primary keys, id sequences and what each references, from PostgreSQL's catalog. */
async function tablesOf(client: pg.ClientBase): Promise<Table[]> {
  const columns = await client.query<{ table_name: string; column_name: string; data_type: string; column_default: string | null }>(
    `SELECT table_name::text, column_name::text, data_type::text, column_default::text FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations' ORDER BY table_name, column_name`,
  );
  const keys = await client.query<{ table_name: string; column_name: string }>(
    `SELECT k.table_name::text, k.column_name::text FROM information_schema.table_constraints c
       JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND c.constraint_type = 'PRIMARY KEY' ORDER BY k.table_name, k.ordinal_position`,
  );
  const references = await client.query<{ table_name: string; referenced: string }>(
    `SELECT DISTINCT c.conrelid::regclass::text AS table_name, c.confrelid::regclass::text AS referenced
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const tables = new Map<string, Table>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], primaryKey: [], serial: null, references: [] };
    table.columns.push({ name: row.column_name, type: row.data_type });
    if (row.column_default?.startsWith("nextval(")) table.serial = row.column_name;
    tables.set(row.table_name, table);
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  for (const row of references.rows) tables.get(unquote(row.table_name))?.references.push(unquote(row.referenced));
  return inForeignKeyOrder([...tables.values()]);
}

/** Every table after the tables it references (a table may reference itself). */
function inForeignKeyOrder(tables: Table[]): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  let pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const ready = pending.filter((table) => table.references.every((name) => name === table.name || placed.has(name)));
    if (ready.length === 0) throw new Error(`foreign keys form a loop among ${pending.map((table) => table.name).join(", ")}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** SQLite's text form of CURRENT_TIMESTAMP, which is UTC without saying so. */
const SQLITE_CURRENT_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

/** An instant as SQLite may hold it: Prisma's ISO text, CURRENT_TIMESTAMP's text, epoch milliseconds, or a Date. */
function instantOf(value: unknown): Date {
  const date =
    value instanceof Date
      ? value
      : typeof value === "number" || typeof value === "bigint"
        ? new Date(Number(value))
        : typeof value === "string"
          ? new Date(SQLITE_CURRENT_TIMESTAMP.test(value) ? `${value.replace(" ", "T")}Z` : value)
          : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error(`not a time: ${String(value)}`);
  return date;
}

/**
 * A value in the one form both sides compare by, and the target stores: instants as ISO UTC
 * text, booleans as booleans (SQLite keeps 0 and 1), bytes as Buffers, numbers as numbers.
 */
function normalised(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case "timestamp with time zone":
      return instantOf(value).toISOString();
    case "boolean":
      if (typeof value === "boolean") return value;
      if (Number(value) === 0 || Number(value) === 1) return Number(value) === 1;
      throw new Error(`not a boolean: ${String(value)}`);
    case "bytea":
      if (Buffer.isBuffer(value)) return value;
      throw new Error(`not bytes: ${typeof value}`);
    case "integer":
    case "bigint":
    case "double precision":
      return Number(value);
    default:
      return typeof value === "string" ? value : String(value);
  }
}

function convertRow(table: Table, row: Record<string, unknown>): unknown[] {
  return table.columns.map(({ name, type }) => {
    try {
      return normalised(row[name], type);
    } catch (error) {
      throw new Error(`${table.name}.${name}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/** The SQLite tables' columns must be the target's: a source behind on its migrations is refused. */
function checkSameColumns(sqlite: Database.Database, tables: Table[]): void {
  for (const table of tables) {
    const names = (sqlite.prepare("SELECT name FROM pragma_table_info(?) ORDER BY name").all(table.name) as { name: string }[]).map(
      (column) => column.name,
    );
    const expected = table.columns.map((column) => column.name);
    if (names.join() !== expected.join()) {
      throw new CopyRefused(
        `table ${table.name} differs: SQLite has (${names.join(", ")}), PostgreSQL (${expected.join(", ")}); run \`npm run migrate\` on the SQLite database first`,
      );
    }
  }
}

async function refuseNonEmpty(client: pg.ClientBase, tables: Table[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await client.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table.name)}) AS has`);
    if (rows[0]?.has) {
      throw new CopyRefused(
        `the target database is not empty (${table.name} has rows): db:copy only fills an empty database, so nothing was copied`,
      );
    }
  }
}

async function copyTable(sqlite: Database.Database, client: pg.ClientBase, table: Table): Promise<void> {
  const columnList = table.columns.map((column) => quote(column.name)).join(", ");
  const rowsPerInsert = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / table.columns.length)));
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const width = table.columns.length;
    const values = batch.map((_, row) => `(${table.columns.map((__, column) => `$${row * width + column + 1}`).join(", ")})`);
    await client.query(`INSERT INTO ${quote(table.name)} (${columnList}) VALUES ${values.join(", ")}`, batch.flat());
    batch = [];
  };
  for (const row of sqlite.prepare(`SELECT ${columnList} FROM ${quote(table.name)}`).iterate()) {
    batch.push(convertRow(table, row as Record<string, unknown>));
    if (batch.length === rowsPerInsert) await flush();
  }
  await flush();
  if (table.serial) {
    // AUTOINCREMENT never hands out an id again, even a deleted row's: start past SQLite's counter too.
    const counter = sqlite.prepare("SELECT seq FROM sqlite_sequence WHERE name = ?").get(table.name) as { seq: number } | undefined;
    const { rows } = await client.query<{ max: number | null }>(`SELECT max(${quote(table.serial)}) AS max FROM ${quote(table.name)}`);
    const last = Math.max(rows[0]?.max ?? 0, counter?.seq ?? 0);
    await client.query("SELECT setval(pg_get_serial_sequence($1, $2), $3, $4)", [quote(table.name), table.serial, Math.max(last, 1), last > 0]);
  }
}

/** Rows in primary-key order, the same order on both sides: text by its bytes (SQLite's BINARY, PostgreSQL's "C"). */
function orderBy(table: Table): string {
  return table.primaryKey
    .map((name) => {
      const type = table.columns.find((column) => column.name === name)?.type;
      return type === "text" ? `${quote(name)} COLLATE "C"` : quote(name);
    })
    .join(", ");
}

function newDigest() {
  const hash = createHash("sha256");
  let rows = 0;
  return {
    add: (table: Table, row: Record<string, unknown>) => {
      rows += 1;
      const values = convertRow(table, row).map((value) => (Buffer.isBuffer(value) ? value.toString("base64") : value));
      hash.update(`${JSON.stringify(values)}\n`);
    },
    done: () => ({ rows, checksum: hash.digest("hex") }),
  };
}

/**
 * Each table's rows read back from both sides, normalised (`normalised`) and hashed in
 * primary-key order: SHA-256 of one JSON array per row, the columns by name.
 */
export async function compareDatabases(sqliteFile: string, targetUrl: string): Promise<TableCheck[]> {
  const sqlite = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    const checks: TableCheck[] = [];
    for (const table of await tablesOf(client)) {
      const columnList = table.columns.map((column) => quote(column.name)).join(", ");
      const source = newDigest();
      const sqliteOrder = table.primaryKey.map(quote).join(", ");
      for (const row of sqlite.prepare(`SELECT ${columnList} FROM ${quote(table.name)} ORDER BY ${sqliteOrder}`).iterate()) {
        source.add(table, row as Record<string, unknown>);
      }
      const target = newDigest();
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await client.query<Record<string, unknown>>(
          `SELECT ${columnList} FROM ${quote(table.name)} ORDER BY ${orderBy(table)} LIMIT ${BATCH_ROWS} OFFSET ${offset}`,
        );
        rows.forEach((row) => target.add(table, row));
        if (rows.length < BATCH_ROWS) break;
      }
      const [left, right] = [source.done(), target.done()];
      checks.push({ table: table.name, sourceRows: left.rows, targetRows: right.rows, sourceChecksum: left.checksum, targetChecksum: right.checksum });
    }
    return checks;
  } finally {
    await client.end();
    sqlite.close();
  }
}

export const matches = (check: TableCheck) => check.sourceRows === check.targetRows && check.sourceChecksum === check.targetChecksum;

/** The table `db:copy` prints: per table, both sides' rows and checksums (first 16 hex digits), and whether they match. */
export function formatChecks(checks: TableCheck[]): string {
  const header = ["table", "sqlite rows", "postgresql rows", "sqlite sha256", "postgresql sha256", ""];
  const lines = checks.map((check) => [
    check.table,
    String(check.sourceRows),
    String(check.targetRows),
    check.sourceChecksum.slice(0, 16),
    check.targetChecksum.slice(0, 16),
    matches(check) ? "ok" : "MISMATCH",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  return [header, ...lines].map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd()).join("\n");
}

/** Copies the SQLite database `from` into the empty PostgreSQL database `to`, then compares them. */
export async function copyDatabase(
  { from, to }: { from: string; to: string },
  { root = projectRoot(), log = (line: string) => console.log(line) }: { root?: string; log?: (line: string) => void } = {},
): Promise<TableCheck[]> {
  const file = sourceFile(from);
  if (engineOfUrl(to) !== "postgresql") throw new CopyRefused(`--to must be a PostgreSQL URL (postgresql://...), not ${to}`);
  await migratePostgresql(to, join(root, MIGRATIONS_FOLDER.postgresql), log);

  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  const client = new pg.Client({ connectionString: to });
  await client.connect();
  try {
    const tables = await tablesOf(client);
    checkSameColumns(sqlite, tables);
    await client.query("BEGIN");
    try {
      // Inside the transaction: nothing is written unless the target was empty when the copy began.
      await refuseNonEmpty(client, tables);
      for (const table of tables) {
        await copyTable(sqlite, client, table);
        log(`copied ${table.name}`);
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } finally {
    await client.end();
    sqlite.close();
  }
  return compareDatabases(file, to);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
  if (!values.from || !values.to) {
    console.error("Usage: npm run db:copy -- --from file:./data/app.db --to postgresql://user:password@host:5432/database");
    process.exit(2);
  }
  try {
    const checks = await copyDatabase({ from: values.from, to: values.to });
    console.log(`\n${formatChecks(checks)}\n`);
    const wrong = checks.filter((check) => !matches(check));
    if (wrong.length > 0) {
      console.error(`The copy differs in ${wrong.map((check) => check.table).join(", ")}.`);
      process.exitCode = 1;
    } else {
      console.log(`Copied and verified ${checks.length} tables.`);
    }
  } catch (error) {
    console.error(`db:copy stopped: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
