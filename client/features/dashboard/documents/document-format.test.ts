import { describe, expect, it } from "vitest";
import { DEFAULT_INTAKE } from "../../../../server/shared/default-intake";
import type { DocumentDto, DocumentFolder } from "../../../../server/shared/documents.schema";
import type { IntakeQuestion } from "../../../../server/shared/intake.schema";
import { appointmentPrepT as t } from "./appointment-prep-messages";
import { answerText, documentsByItem, formatFileSize } from "./document-format";

const question = (key: string) => DEFAULT_INTAKE.questions.find((entry) => entry.key === key) as IntakeQuestion;

describe("formatFileSize", () => {
  it("says whole kilobytes under a megabyte, rounded up, and megabytes to a tenth above", () => {
    expect(formatFileSize(0, "en", t)).toBe("0 KB");
    expect(formatFileSize(1, "en", t)).toBe("1 KB");
    expect(formatFileSize(312 * 1024, "en", t)).toBe("312 KB");
    expect(formatFileSize(1024 * 1024 - 1, "en", t)).toBe("1 MB");
    expect(formatFileSize(12.44 * 1024 * 1024, "en", t)).toBe("12.4 MB");
    expect(formatFileSize(200 * 1024 * 1024, "en", t)).toBe("200 MB");
  });
});

describe("documentsByItem", () => {
  const document = (id: string, item_key: string | null) => ({ id, item_key }) as DocumentDto;
  it("puts a document under its item, and one of no item or of an item no longer asked for under 'other documents'", () => {
    const folder = {
      checklist: [{ key: "w2", label: { en: "W-2", es: "W-2" }, source: "intake" }],
      documents: [document("a", "w2"), document("b", null), document("c", "crypto"), document("d", "w2")],
    } as Pick<DocumentFolder, "checklist" | "documents">;
    const { byItem, other } = documentsByItem(folder);
    expect(byItem.get("w2")?.map((entry) => entry.id)).toEqual(["a", "d"]);
    expect(other.map((entry) => entry.id)).toEqual(["b", "c"]);
  });
});

describe("answerText", () => {
  it("writes each kind of answer in the reader's language, and null for none", () => {
    expect(answerText(question("marketplace"), true, "en", t)).toBe("Yes");
    expect(answerText(question("filing_status"), "married_joint", "es", t)).toBe("Casado/a, declarando juntos");
    expect(answerText(question("income"), ["wages", "rental"], "es", t)).toBe("Un empleo (salario) y Alquiler de propiedades");
    expect(answerText(question("dependents"), 2, "en", t)).toBe("2");
    expect(answerText(question("notes"), "We moved.", "en", t)).toBe("We moved.");
    expect(answerText(question("income"), [], "en", t)).toBeNull();
    expect(answerText(question("notes"), undefined, "en", t)).toBeNull();
  });
});
