import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER, migratePostgresql } from "../db/pending-migrations";
import { projectRoot } from "../project-root";
import { MIGRATED_TEMPLATE, startPostgresqlServer } from "./postgres-server";

/**
 * The `postgresql` Vitest project's global setup (docs/decisions/0211-tests-on-embedded-postgresql.md):
 * one embedded PostgreSQL server per run, with a template database migrated once by the same
 * runner as `npm run migrate`; each test database is a `CREATE DATABASE ... TEMPLATE` copy of it
 * (server/testing/postgres-databases.ts). The `unit` project never loads this file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgresqlServer();
  try {
    const admin = new pg.Client({ connectionString: server.urlOf("postgres") });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${MIGRATED_TEMPLATE}"`);
      await migratePostgresql(server.urlOf(MIGRATED_TEMPLATE), join(projectRoot(), MIGRATIONS_FOLDER.postgresql));
      // A copy needs its template free of connections: nothing may connect to it from now on.
      await admin.query(`ALTER DATABASE "${MIGRATED_TEMPLATE}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresqlTestServer", { maintenanceUrl: server.urlOf("postgres") });
  return () => server.stop();
}
