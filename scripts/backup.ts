/**
 * `npm run backup [-- --out FILE]`: a consistent online copy of the SQLite database,
 * taken with SQLite's backup API while the server keeps running (readers and writers
 * are not blocked). Default file: backups/app-<timestamp>.db beside the database. The file
 * store (FILES_DIR: the photos) is copied after it into app-<timestamp>-files/ (decision 0218).
 */
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/env";
import { backupFiles } from "../server/files/files-backup";
import { backupDatabase } from "./sqlite-backup";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig(process.env, () => {});
if (config.database.engine !== "sqlite") {
  console.error("This copies the SQLite file. On PostgreSQL, use pg_dump and pg_restore (README, \"Running several instances\").");
  process.exit(1);
}
const databaseFile = config.database.file;
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? join(dirname(databaseFile), "backups", `app-${stamp}.db`);

const { pages } = await backupDatabase(databaseFile, out);
console.log(`Backed up ${databaseFile} (${pages} pages) to ${out}`);
const files = await backupFiles(config.filesDir, out);
console.log(`Backed up ${config.filesDir} (${files.files} files) to ${files.folder}`);
