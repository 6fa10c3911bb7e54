import { describe, expect, it } from "vitest";
import { languageList, languageName } from "./spoken-languages";

describe("spoken languages", () => {
  it("names each language in the page's language, and lists them as a sentence does", () => {
    expect(languageName("es", "en")).toBe("Spanish");
    expect(languageName("es", "es")).toBe("español");
    expect(languageName("hmn", "en")).toBe("Hmong");
    expect(languageList(["en", "es", "vi"], "en")).toBe("English, Spanish, and Vietnamese");
    expect(languageList(["en", "es"], "es")).toBe("inglés y español");
  });
});
