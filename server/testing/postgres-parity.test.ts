import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { isUniqueViolation } from "../services/unique-violation";
import { createSqliteTestDatabase, createTestDatabase, type TestDatabase } from "./test-db";

/**
 * The PostgreSQL baseline migration (prisma/postgresql/migrations) against the 21 SQLite
 * migrations (prisma/migrations): both engines, freshly migrated, have the same tables, columns,
 * indexes, foreign keys and triggers, and the invariants the database keeps behave alike
 * (docs/decisions/0210-postgresql-baseline-migration.md). Runs in the postgresql project.
 */

type Column = { name: string; type: string; nullable: boolean; hasDefault: boolean };
type Index = { name: string; table: string; unique: boolean; partial: boolean; expression: boolean };
type ForeignKey = { table: string; column: string; references: string; onDelete: string };
type Shape = { tables: Record<string, Column[]>; indexes: Index[]; foreignKeys: ForeignKey[]; triggers: string[] };

/** SQLite's declared types, as PostgreSQL names the same storage. */
const SQLITE_TYPES: Record<string, string> = {
  INTEGER: "integer",
  BIGINT: "bigint",
  TEXT: "text",
  DATETIME: "timestamp with time zone",
  BOOLEAN: "boolean",
  REAL: "double precision",
  BLOB: "bytea",
};

/** Prisma's own history table is the migration tool's, not the schema's. */
const OURS = (table: string) => table !== "_prisma_migrations";

const rows = <T,>(db: Db, sql: string) => db.$queryRawUnsafe<T[]>(sql);
const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));

async function sqliteShape(db: Db): Promise<Shape> {
  const columns = await rows<{ table_name: string; name: string; type: string; notnull: unknown; dflt_value: unknown; pk: unknown }>(
    db,
    `SELECT m.name AS table_name, p.name, p.type, p."notnull", p.dflt_value, p.pk
       FROM sqlite_master m JOIN pragma_table_info(m.name) p
      WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`,
  );
  const tables: Shape["tables"] = {};
  for (const column of columns.filter((row) => OURS(row.table_name))) {
    (tables[column.table_name] ??= []).push({
      name: column.name,
      type: SQLITE_TYPES[column.type] ?? column.type,
      // SQLite lets a primary key column be NULL unless it says NOT NULL; every one of ours says it.
      nullable: Number(column.notnull) === 0,
      hasDefault: column.dflt_value !== null,
    });
  }
  const indexes = await rows<{ table_name: string; name: string; unique: unknown; partial: unknown; expressions: unknown }>(
    db,
    `SELECT m.name AS table_name, l.name, l."unique", l.partial,
            (SELECT count(*) FROM pragma_index_xinfo(l.name) x WHERE x.cid = -2) AS expressions
       FROM sqlite_master m JOIN pragma_index_list(m.name) l
      WHERE m.type = 'table' AND l.origin <> 'pk'`,
  );
  const foreignKeys = await rows<{ table_name: string; from: string; table: string; on_delete: string }>(
    db,
    `SELECT m.name AS table_name, f."from", f."table", f.on_delete
       FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`,
  );
  const triggers = await rows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'trigger'");
  return {
    tables: Object.fromEntries(Object.entries(tables).map(([table, list]) => [table, byName(list)])),
    indexes: byName(
      indexes.map((index) => ({
        name: index.name,
        table: index.table_name,
        unique: Number(index.unique) === 1,
        partial: Number(index.partial) === 1,
        expression: Number(index.expressions) > 0,
      })),
    ),
    foreignKeys: foreignKeys
      .map((key) => ({ table: key.table_name, column: key.from, references: key.table, onDelete: key.on_delete }))
      .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`)),
    triggers: triggers.map((trigger) => trigger.name).sort(),
  };
}

async function postgresqlShape(db: Db): Promise<Shape> {
  const columns = await rows<{ table_name: string; name: string; type: string; is_nullable: string; column_default: string | null }>(
    db,
    `SELECT table_name::text, column_name::text AS name, data_type::text AS type, is_nullable::text, column_default::text
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const tables: Shape["tables"] = {};
  for (const column of columns.filter((row) => OURS(row.table_name))) {
    (tables[column.table_name] ??= []).push({
      name: column.name,
      type: column.type,
      nullable: column.is_nullable === "YES",
      // SERIAL's sequence is SQLite's AUTOINCREMENT, which is no default there.
      hasDefault: column.column_default !== null && !column.column_default.startsWith("nextval("),
    });
  }
  const indexes = await rows<{ table_name: string; name: string; unique: boolean; partial: boolean; expression: boolean }>(
    db,
    `SELECT t.relname::text AS table_name, i.relname::text AS name, x.indisunique AS "unique",
            x.indpred IS NOT NULL AS partial, x.indexprs IS NOT NULL AS expression
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND NOT x.indisprimary`,
  );
  const foreignKeys = await rows<{ table_name: string; column_name: string; references: string; on_delete: string }>(
    db,
    `SELECT k.table_name::text, k.column_name::text, u.table_name::text AS "references", r.delete_rule::text AS on_delete
       FROM information_schema.referential_constraints r
       JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name AND k.constraint_schema = r.constraint_schema
       JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.constraint_name AND u.constraint_schema = r.constraint_schema
      WHERE r.constraint_schema = 'public'`,
  );
  const triggers = await rows<{ name: string }>(
    db,
    "SELECT DISTINCT trigger_name::text AS name FROM information_schema.triggers WHERE trigger_schema = 'public'",
  );
  return {
    tables: Object.fromEntries(Object.entries(tables).map(([table, list]) => [table, byName(list)])),
    indexes: byName(indexes.filter((index) => OURS(index.table_name)).map((index) => ({ ...index, table: index.table_name })))
      .map(({ name, table, unique, partial, expression }) => ({ name, table, unique, partial, expression })),
    foreignKeys: foreignKeys
      .map((key) => ({ table: key.table_name, column: key.column_name, references: key.references, onDelete: key.on_delete }))
      .sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`)),
    triggers: triggers.map((trigger) => trigger.name).sort(),
  };
}

describe("the PostgreSQL baseline migration reaches the state of the SQLite migrations", () => {
  let sqlite: TestDatabase;
  let postgresql: TestDatabase;
  let both: [TestDatabase, TestDatabase];
  beforeAll(async () => {
    sqlite = await createSqliteTestDatabase();
    postgresql = await createTestDatabase();
    both = [sqlite, postgresql];
  });
  afterAll(async () => {
    await Promise.all([sqlite.cleanup(), postgresql.cleanup()]);
  });

  it("runs on PostgreSQL (the postgresql Vitest project)", () => {
    expect(postgresql.engine).toBe("postgresql");
  });

  it("has the same tables and columns, with the same types, nullability and defaults", async () => {
    const [left, right] = [await sqliteShape(sqlite.db), await postgresqlShape(postgresql.db)];
    expect(Object.keys(right.tables).sort()).toEqual(Object.keys(left.tables).sort());
    expect(Object.keys(left.tables)).toHaveLength(33);
    expect(right.tables).toEqual(left.tables);
  });

  it("has every index by the same name, unique, partial and on an expression alike", async () => {
    const [left, right] = [await sqliteShape(sqlite.db), await postgresqlShape(postgresql.db)];
    expect(right.indexes).toEqual(left.indexes);
    // One open appointment per preparer (coalesce(preparer_id, 0): the office's one calendar) and start (decision 0231).
    expect(right.indexes).toContainEqual({ name: "appointments_active_slot_key", table: "appointments", unique: true, partial: true, expression: true });
    expect(right.indexes).toContainEqual({ name: "users_email_lower_key", table: "users", unique: true, partial: false, expression: true });
  });

  it("has the same foreign keys and the same triggers", async () => {
    const [left, right] = [await sqliteShape(sqlite.db), await postgresqlShape(postgresql.db)];
    expect(right.foreignKeys).toEqual(left.foreignKeys);
    expect(right.triggers).toEqual(left.triggers);
    expect(right.triggers).toHaveLength(6);
  });

  it("refuses to update or delete an audit event on both engines", async () => {
    for (const { db, engine } of both) {
      const event = await db.auditEvent.create({ data: { at: new Date("2030-01-01T10:00:00Z"), actorLabel: "Owner", action: "test.done" } });
      // Each driver words the trigger's refusal its own way; the row staying as it was is the point.
      await expect(db.auditEvent.update({ where: { id: event.id }, data: { action: "test.changed" } }), engine).rejects.toThrow();
      await expect(db.auditEvent.delete({ where: { id: event.id } }), engine).rejects.toThrow();
      await expect(db.$executeRawUnsafe(`DELETE FROM audit_events WHERE id = ${event.id}`), engine).rejects.toThrow();
      expect(await db.auditEvent.findUniqueOrThrow({ where: { id: event.id } }), engine).toMatchObject({ action: "test.done" });
    }
  });

  it("keeps mfa_enabled from passkeys and the authenticator app on both engines", async () => {
    for (const { db, engine } of both) {
      const user = await db.user.create({ data: { email: `mfa-${engine}@example.com`, fullName: "M F", passwordHash: "x" } });
      const mfa = async () => (await db.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled;
      expect(await mfa(), engine).toBe(false);
      await db.passkey.create({ data: { id: `key-${engine}`, userId: user.id, publicKey: Buffer.from([1, 2, 3]), name: "Laptop" } });
      expect(await mfa(), engine).toBe(true);
      await db.passkey.delete({ where: { id: `key-${engine}` } });
      expect(await mfa(), engine).toBe(false);
      await db.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date("2030-01-01T10:00:00Z") } });
      expect(await mfa(), engine).toBe(true);
      await db.user.update({ where: { id: user.id }, data: { totpEnabledAt: null } });
      expect(await mfa(), engine).toBe(false);
      const withApp = await db.user.create({
        data: { email: `app-${engine}@example.com`, fullName: "A P", passwordHash: "x", totpEnabledAt: new Date("2030-01-01T10:00:00Z") },
      });
      expect((await db.user.findUniqueOrThrow({ where: { id: withApp.id } })).mfaEnabled, engine).toBe(true);
    }
  });

  it("refuses a second active appointment for a slot, and an email differing only in case, on both engines", async () => {
    const slot = new Date("2030-01-07T17:00:00Z");
    for (const { db, engine } of both) {
      const user = await db.user.create({ data: { email: `slot-${engine}@example.com`, fullName: "S L", passwordHash: "x" } });
      const book = (status: string) => db.appointment.create({ data: { userId: user.id, service: "Tax Preparation", appointmentTime: slot, status } });
      await book("cancelled");
      await book("pending");
      await book("cancelled");
      const refused = await book("confirmed").catch((error: unknown) => error);
      expect(isUniqueViolation(refused), engine).toBe(true);
      const sameEmail = await db.user
        .create({ data: { email: `SLOT-${engine}@example.com`, fullName: "S L", passwordHash: "x" } })
        .catch((error: unknown) => error);
      expect(isUniqueViolation(sameEmail), engine).toBe(true);
    }
  });

  it("keeps opening_hours to one row on both engines", async () => {
    for (const { db, engine } of both) {
      await expect(db.openingHoursSettings.create({ data: { id: 2, weekly: "{}", horizonDays: 30 } }), engine).rejects.toThrow();
      await db.openingHoursSettings.create({ data: { weekly: "{}", horizonDays: 30 } });
    }
  });
});
