import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The decision records of docs/decisions/ (decision 0195): each is `NNNN-slug.md`, opens with a
 * `# ` title and carries a `- Date:` and a `- Status:` line (and `- Superseded-by:` when a later
 * record replaces it, wholly or in part). The index, docs/decisions/README.md, is made from them
 * by `npm run decisions:index`; scripts/decision-records.test.ts fails when it is out of date.
 */
export const DECISIONS_FOLDER = "docs/decisions";
export const INDEX_FILE = "README.md";
export const TEMPLATE_FILE = "TEMPLATE.md";

export const STATUSES = ["Accepted", "Superseded"] as const;
export type Status = (typeof STATUSES)[number];

export type DecisionRecord = {
  /** The file's name, e.g. `0112-opening-hours-as-data.md`. */
  file: string;
  /** The four digits the file name starts with. */
  number: string;
  /** The `# ` heading, without a leading number or a trailing "(superseded by ...)". */
  title: string;
  /** `YYYY-MM-DD`, or undefined when the record has no Date line. */
  date?: string;
  /** The Status line's value as written, or undefined when the record has none. */
  status?: string;
  /** The Superseded-by line's value as written (`0127`, or `0154 (in part)`). */
  supersededBy?: string;
};

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const FIELD = (name: string) => new RegExp(`^- ${name}: *(.+?) *$`, "m");

/** The record files of a folder, in name order: every Markdown file but the index and the template. */
export function recordFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== INDEX_FILE && file !== TEMPLATE_FILE)
    .sort();
}

export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? /^\d{4}/.exec(file)?.[0] ?? "";
  const heading = /^# +(.+?) *$/m.exec(text)?.[1] ?? "";
  const title = heading
    .replace(new RegExp(`^${number}[ .:-]+`), "")
    .replace(/ *\(superseded by [^)]*\)$/i, "")
    .trim();
  return {
    file,
    number,
    title,
    date: FIELD("Date").exec(text)?.[1],
    status: FIELD("Status").exec(text)?.[1],
    supersededBy: FIELD("Superseded-by").exec(text)?.[1],
  };
}

export function readRecords(folder: string): DecisionRecord[] {
  return recordFiles(folder).map((file) => parseRecord(file, readFileSync(join(folder, file), "utf8")));
}

/** What is wrong with a record's metadata, as sentences for the test and the script to print. */
export function recordProblems(record: DecisionRecord, numbers: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const where = record.file;
  if (!RECORD_FILE.test(record.file)) problems.push(`${where}: a record's file name is NNNN-what-was-decided.md (lower case)`);
  if (!record.title) problems.push(`${where}: no "# " title`);
  if (!record.date) problems.push(`${where}: no "- Date: YYYY-MM-DD" line`);
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(record.date)) problems.push(`${where}: Date "${record.date}" is not YYYY-MM-DD`);
  if (!record.status) problems.push(`${where}: no "- Status: Accepted" (or Superseded) line`);
  else if (!(STATUSES as readonly string[]).includes(record.status))
    problems.push(`${where}: Status "${record.status}" is not one of ${STATUSES.join(", ")}`);
  if (record.status === "Superseded" && !record.supersededBy)
    problems.push(`${where}: a superseded record names its successor in a "- Superseded-by: NNNN" line`);
  if (record.supersededBy) {
    const successor = /^(\d{4})( \(in part\))?$/.exec(record.supersededBy);
    if (!successor) problems.push(`${where}: Superseded-by "${record.supersededBy}" is not "NNNN" or "NNNN (in part)"`);
    else if (!numbers.has(successor[1]!)) problems.push(`${where}: Superseded-by names ${successor[1]}, which is not a record`);
    else if (record.status === "Superseded" && successor[2])
      problems.push(`${where}: a record replaced only in part stays Accepted`);
  }
  return problems;
}

/** Every problem of a folder's records: each one's metadata, and numbers used twice. */
export function allProblems(records: readonly DecisionRecord[]): string[] {
  const numbers = new Set(records.map((record) => record.number));
  const twice = records.filter((record, i) => records.findIndex((other) => other.number === record.number) !== i);
  return [
    ...records.flatMap((record) => recordProblems(record, numbers)),
    ...twice.map((record) => `${record.file}: number ${record.number} is used by another record too`),
  ];
}

function statusCell(record: DecisionRecord, filesByNumber: ReadonlyMap<string, string>): string {
  if (!record.supersededBy) return record.status ?? "";
  const [successor = "", inPart] = record.supersededBy.split(" ");
  const link = `[${successor}](${filesByNumber.get(successor) ?? `${successor}.md`})`;
  return inPart ? `${record.status}, superseded in part by ${link}` : `Superseded by ${link}`;
}

/** The whole text of docs/decisions/README.md for these records. */
export function renderIndex(records: readonly DecisionRecord[]): string {
  const filesByNumber = new Map(records.map((record) => [record.number, record.file]));
  const escape = (text: string) => text.replace(/\|/g, "\\|");
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.file}) | ${escape(record.title)} | ${record.date ?? ""} | ${statusCell(record, filesByNumber)} |`,
  );
  return [
    "# Decision records",
    "",
    "One short file per decision the product's description (docs/product.md) leaves open, or per",
    "choice of how the code is built (docs/architecture.md). A record is never rewritten to say",
    "something else: a later record supersedes it, wholly or in part, and the earlier one says so.",
    "",
    `To add one: copy [${TEMPLATE_FILE}](${TEMPLATE_FILE}) to the next free number`,
    "(`NNNN-what-was-decided.md`), fill it in, then run `npm run decisions:index` to rewrite this",
    "list. `scripts/decision-records.test.ts` fails when this list is out of date or a record lacks",
    "its Date or Status. `npm run decisions:index -- --stamp` first adds a missing Date (the day git",
    "first saw the file, else today) and `Status: Accepted` to records without them.",
    "",
    "<!-- Generated by `npm run decisions:index` (scripts/decisions-index.ts): edit the records, not this list. -->",
    "",
    "| Number | Title | Date | Status |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/**
 * The record with a Date and a Status line under its title when it lacks them; the same text
 * when it has both (so stamping twice changes nothing).
 */
export function stampRecord(text: string, date: string): string {
  const hasDate = FIELD("Date").test(text);
  const hasStatus = FIELD("Status").test(text);
  if (hasDate && hasStatus) return text;
  const lines = [...(hasDate ? [] : [`- Date: ${date}`]), ...(hasStatus ? [] : ["- Status: Accepted"])];
  const title = /^# .*$/m.exec(text);
  if (!title) return text;
  const afterTitle = title.index + title[0].length;
  const rest = text.slice(afterTitle).replace(/^\n+/, "");
  const existingMeta = /^- (Date|Status|Superseded-by):/.test(rest);
  return `${text.slice(0, afterTitle)}\n\n${lines.join("\n")}\n${existingMeta ? "" : "\n"}${rest}`;
}

/** The day git first saw a file (`YYYY-MM-DD`), or undefined when it is not committed yet. */
export function dateAdded(path: string, cwd: string): string | undefined {
  try {
    const out = execFileSync("git", ["log", "--diff-filter=A", "--format=%ad", "--date=short", "--", path], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.trim().split("\n").filter(Boolean).at(-1);
  } catch {
    return undefined;
  }
}
