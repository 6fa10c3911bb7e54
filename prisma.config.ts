import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { DEFAULT_DATABASE_URL, resolveDatabaseFile } from "./server/db/database-url";
import { engineOfUrl } from "./server/db/engine";

// The CLI's database is the adapter's below (the schemas' datasources have no real url).
process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;
const databaseUrl = process.env.DATABASE_URL;
const postgresql = engineOfUrl(databaseUrl) === "postgresql";

// Prisma 6.19 with the JavaScript engine: no native engine download, so the
// CLI works on machines that only reach the npm registry (see TOOLCHAIN.md).
// DATABASE_URL picks the engine: its schema, its migrations and its driver adapter
// (docs/decisions/0210-postgresql-baseline-migration.md). `prisma generate` names its schema
// explicitly (package.json), so both clients are generated whatever DATABASE_URL says.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgresql ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: postgresql ? "prisma/postgresql/migrations" : "prisma/migrations" },
  adapter: async () =>
    postgresql
      ? new PrismaPg({ connectionString: databaseUrl, options: "-c TimeZone=UTC" })
      : new PrismaBetterSQLite3({ url: resolveDatabaseFile(databaseUrl) }),
});
