import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root";
import { allProblems, DECISIONS_FOLDER, INDEX_FILE, parseRecord, readRecords, renderIndex, stampRecord, TEMPLATE_FILE } from "./decision-records";

const folder = join(projectRoot(), DECISIONS_FOLDER);

describe("docs/decisions", () => {
  const records = readRecords(folder);

  it("every record has a Date and a Status (Accepted or Superseded), and names a real successor", () => {
    // Fix: add the lines by hand (see TEMPLATE.md), or run `npm run decisions:index -- --stamp`.
    expect(allProblems(records)).toEqual([]);
  });

  it("the index, README.md, lists every record as it is now", () => {
    // Fix: run `npm run decisions:index` and commit docs/decisions/README.md.
    const index = readFileSync(join(folder, INDEX_FILE), "utf8");
    expect(index).toBe(renderIndex(records));
  });

  it("the template carries the fields the records need", () => {
    const template = readFileSync(join(folder, TEMPLATE_FILE), "utf8");
    expect(template).toMatch(/^- Date: YYYY-MM-DD$/m);
    expect(template).toMatch(/^- Status: Accepted$/m);
    expect(template).toMatch(/Superseded-by: NNNN/);
  });
});

describe("decision-records", () => {
  const plain = "# 0999 Something decided (superseded by 1000)\n\n**Context.** Text.\n";

  it("reads the number and the title without its number or superseded note", () => {
    expect(parseRecord("0999-something.md", plain)).toMatchObject({ number: "0999", title: "Something decided", date: undefined });
  });

  it("stamps a Date and a Status under the title once; a second stamp changes nothing", () => {
    const stamped = stampRecord(plain, "2026-11-27");
    expect(stamped).toBe("# 0999 Something decided (superseded by 1000)\n\n- Date: 2026-11-27\n- Status: Accepted\n\n**Context.** Text.\n");
    expect(stampRecord(stamped, "2030-01-01")).toBe(stamped);
    expect(parseRecord("0999-something.md", stamped)).toMatchObject({ date: "2026-11-27", status: "Accepted" });
  });

  it("keeps a Status already written and adds only the missing Date", () => {
    const text = "# Title\n\n- Status: Superseded\n- Superseded-by: 1000\n\nBody.\n";
    expect(stampRecord(text, "2026-11-27")).toBe("# Title\n\n- Date: 2026-11-27\n- Status: Superseded\n- Superseded-by: 1000\n\nBody.\n");
  });

  it("reports a missing Date or Status, an unknown status, a missing or unknown successor and a number used twice", () => {
    const records = [
      parseRecord("0996-a.md", "# A\n"),
      parseRecord("0997-b.md", "# B\n\n- Date: 27.11.2026\n- Status: Maybe\n"),
      parseRecord("0998-c.md", "# C\n\n- Date: 2026-11-27\n- Status: Superseded\n- Superseded-by: 1234\n"),
      parseRecord("0999-d.md", "# D\n\n- Date: 2026-11-27\n- Status: Superseded\n"),
      parseRecord("0999-e.md", "# E\n\n- Date: 2026-11-27\n- Status: Accepted\n- Superseded-by: 0996 (in part)\n"),
      parseRecord("0188_Admin_Shell.md", "No title\n\n- Date: 2026-11-27\n- Status: Accepted\n"),
    ];
    expect(allProblems(records)).toEqual([
      '0996-a.md: no "- Date: YYYY-MM-DD" line',
      '0996-a.md: no "- Status: Accepted" (or Superseded) line',
      '0997-b.md: Date "27.11.2026" is not YYYY-MM-DD',
      '0997-b.md: Status "Maybe" is not one of Accepted, Superseded',
      "0998-c.md: Superseded-by names 1234, which is not a record",
      '0999-d.md: a superseded record names its successor in a "- Superseded-by: NNNN" line',
      "0188_Admin_Shell.md: a record's file name is NNNN-what-was-decided.md (lower case)",
      '0188_Admin_Shell.md: no "# " title',
      "0999-e.md: number 0999 is used by another record too",
    ]);
  });
});
