/**
 * `npm run restore -- --from FILE [--yes]`: replaces the database with a backup.
 * Stop the server first: a running server keeps the old file open. The backup is
 * integrity-checked before anything is touched, and the current database is kept
 * as <db>.before-restore-<timestamp> so a restore can itself be undone. The backup's files
 * (app-<timestamp>-files/ beside app-<timestamp>.db) go back into FILES_DIR, which keeps the
 * files it has (decision 0218).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/env";
import { restoreFiles } from "../server/files/files-backup";
import { restoreDatabase } from "./sqlite-backup";

const { values } = parseArgs({ options: { from: { type: "string" }, yes: { type: "boolean" } } });
if (!values.from) {
  console.error("Usage: npm run restore -- --from backups/app-<timestamp>.db --yes   (stop the server first)");
  process.exit(1);
}
if (!values.yes) {
  console.error("Restoring replaces the current database. Stop the server, then run again with --yes.");
  process.exit(1);
}
const config = loadConfig(process.env, () => {});
if (config.database.engine !== "sqlite") {
  console.error("This copies the SQLite file. On PostgreSQL, use pg_dump and pg_restore (README, \"Running several instances\").");
  process.exit(1);
}
const databaseFile = config.database.file;
const { previousCopy } = await restoreDatabase(values.from, databaseFile);
console.log(`Restored ${databaseFile} from ${values.from}.`);
if (previousCopy) console.log(`The database it replaced is kept at ${previousCopy}.`);
const files = await restoreFiles(values.from, config.filesDir);
console.log(
  files
    ? `Restored ${files.files} files from ${files.folder} into ${config.filesDir}.`
    : `No files folder beside ${values.from} (a backup from before the file store): ${config.filesDir} is unchanged.`,
);
