/**
 * `npm run restore -- --from FILE [--yes]`: replaces the database with a backup.
 * Stop the server first: a running server keeps the old file open. The backup is
 * integrity-checked before anything is touched, and the current database is kept
 * as <db>.before-restore-<timestamp> so a restore can itself be undone.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/env";
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
