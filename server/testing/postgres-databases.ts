import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { MIGRATED_TEMPLATE, type PostgresqlTestServer } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's embedded PostgreSQL server (server/testing/postgres-global-setup.ts). */
    postgresqlTestServer: PostgresqlTestServer;
  }
}

/** The URL of another database on the same server as `url`. */
function sameServer(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

function server(): PostgresqlTestServer {
  const provided = inject("postgresqlTestServer") as PostgresqlTestServer | undefined;
  if (!provided) {
    throw new Error("No PostgreSQL test server: run this file in the `postgresql` Vitest project (vitest.config.ts).");
  }
  return provided;
}

async function onMaintenance<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: server().maintenanceUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A database of the run's server: `url` to open it, `drop` to remove it (whoever is still connected). */
export type PostgresqlDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A new database on the run's embedded PostgreSQL server: a copy of the migrated template
 * (`migrated: true`, a file copy on the server, about as fast as SQLite's), or empty.
 */
export async function createPostgresqlDatabase({ migrated }: { migrated: boolean }): Promise<PostgresqlDatabase> {
  const name = `taxpro_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await onMaintenance((admin) => admin.query(`CREATE DATABASE "${name}"${migrated ? ` TEMPLATE "${MIGRATED_TEMPLATE}"` : ""}`));
  return {
    name,
    url: sameServer(server().maintenanceUrl, name),
    drop: () => onMaintenance((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
