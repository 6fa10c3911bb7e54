import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../server/project-root";
import { allProblems, DECISIONS_FOLDER, dateAdded, INDEX_FILE, readRecords, recordFiles, renderIndex, stampRecord } from "./decision-records";

/**
 * `npm run decisions:index`: rewrites docs/decisions/README.md from the records (decision 0195).
 * Idempotent: a second run changes nothing.
 *   --stamp  first gives each record without them a Date (the day git first saw it, else today)
 *            and `Status: Accepted`, then writes the index.
 *   --check  writes nothing; exits 1 when the index is out of date or a record's metadata is wrong.
 */
const args = new Set(process.argv.slice(2));
const root = projectRoot();
const folder = join(root, DECISIONS_FOLDER);
const indexPath = join(folder, INDEX_FILE);

if (args.has("--stamp")) {
  const today = new Date().toISOString().slice(0, 10);
  for (const file of recordFiles(folder)) {
    const path = join(folder, file);
    const text = readFileSync(path, "utf8");
    const stamped = stampRecord(text, dateAdded(join(DECISIONS_FOLDER, file), root) ?? today);
    if (stamped !== text) {
      writeFileSync(path, stamped);
      console.log(`Stamped ${file}`);
    }
  }
}

const records = readRecords(folder);
const problems = allProblems(records);
for (const problem of problems) console.error(problem);

const index = renderIndex(records);
let current = "";
try {
  current = readFileSync(indexPath, "utf8");
} catch {
  // No index yet: it is written below (or reported as out of date with --check).
}

if (args.has("--check")) {
  if (current !== index) console.error(`${DECISIONS_FOLDER}/${INDEX_FILE} is out of date: run npm run decisions:index`);
  process.exitCode = current !== index || problems.length > 0 ? 1 : 0;
} else {
  if (current !== index) writeFileSync(indexPath, index);
  console.log(`${DECISIONS_FOLDER}/${INDEX_FILE}: ${records.length} records${current === index ? ", unchanged" : " written"}`);
  if (problems.length > 0) process.exitCode = 1;
}
