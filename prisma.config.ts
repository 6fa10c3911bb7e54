import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { DEFAULT_DATABASE_URL, resolveDatabaseFile } from "./server/db/database-url";

// The CLI's database is the adapter's below (the schema's datasource has no real url).
process.env.DATABASE_URL ??= DEFAULT_DATABASE_URL;

// Prisma 6.19 with the JavaScript engine: no native engine download, so the
// CLI works on machines that only reach the npm registry (see TOOLCHAIN.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  adapter: async () => new PrismaBetterSQLite3({ url: resolveDatabaseFile(process.env.DATABASE_URL) }),
});
