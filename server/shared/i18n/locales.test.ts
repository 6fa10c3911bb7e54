import { describe, expect, it } from "vitest";
import { acceptedLanguages, negotiateLocale } from "./locales";

describe("choosing the language", () => {
  it("takes the first supported language among the preferences, English otherwise", () => {
    expect(negotiateLocale(["es-MX", "en-US"])).toBe("es");
    expect(negotiateLocale(["fr-FR", "es"])).toBe("es");
    expect(negotiateLocale(["en-GB", "es"])).toBe("en");
    expect(negotiateLocale(["ES_us"])).toBe("es");
    expect(negotiateLocale(["de", "fr"])).toBe("en");
    expect(negotiateLocale([])).toBe("en");
  });

  it("reads Accept-Language by weight, ignoring junk", () => {
    expect(acceptedLanguages("en;q=0.5, es-MX, es;q=0.9")).toEqual(["es-MX", "es", "en"]);
    expect(acceptedLanguages("*, fr;q=0")).toEqual([]);
    expect(acceptedLanguages("es;q=abc, en;q=0.5")).toEqual(["es", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(negotiateLocale(acceptedLanguages("fr-CA,fr;q=0.9,es-419;q=0.8,en;q=0.7"))).toBe("es");
  });
});
