/**
 * `npm run backup [-- --out FILE]`: a consistent online copy of the SQLite database,
 * taken with SQLite's backup API while the server keeps running (readers and writers
 * are not blocked). Default file: backups/app-<timestamp>.db beside the database.
 */
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/env";
import { backupDatabase } from "./sqlite-backup";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const config = loadConfig(process.env, () => {});
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = values.out ?? join(dirname(config.databaseFile), "backups", `app-${stamp}.db`);

const { pages } = await backupDatabase(config.databaseFile, out);
console.log(`Backed up ${config.databaseFile} (${pages} pages) to ${out}`);
