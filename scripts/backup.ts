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
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? join(dirname(config.databaseFile), "backups", `app-${stamp}.db`);

const { pages } = await backupDatabase(config.databaseFile, out);
console.log(`Backed up ${config.databaseFile} (${pages} pages) to ${out}`);
const files = await backupFiles(config.filesDir, out);
console.log(`Backed up ${config.filesDir} (${files.files} files) to ${files.folder}`);
