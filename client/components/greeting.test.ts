import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("greeting", () => {
  it("greets by the first word of the full name", () => {
    expect(greeting("Maria Elena Lopez")).toBe("Hi, Maria!");
    expect(greeting("  Sam   Lee ")).toBe("Hi, Sam!");
    expect(greeting("Cher")).toBe("Hi, Cher!");
  });

  it("falls back to User when there is no name", () => {
    expect(greeting("")).toBe("Hi, User!");
    expect(greeting("   ")).toBe("Hi, User!");
    expect(greeting(null)).toBe("Hi, User!");
    expect(greeting(undefined)).toBe("Hi, User!");
  });
});
