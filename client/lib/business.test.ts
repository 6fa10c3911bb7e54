import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import { credentialTitles } from "./business";

const withCredentials = (...credentials: string[]) => ({
  ...PLACEHOLDER_PROFILE,
  preparers: credentials.map((text, index) => ({ name: `Preparer ${index}`, role: "Tax preparer", credentials: text, photo: null })),
});

describe("the preparers' credential titles", () => {
  it("are the first word of each entry, each once, without registration numbers", () => {
    expect(credentialTitles(withCredentials("EA, CTEC A123456", "CPA; EA", "CTEC A654321"))).toEqual(["EA", "CTEC", "CPA"]);
  });

  it("are abbreviations only (no sentences or spelled-out titles), at most four", () => {
    expect(credentialTitles(withCredentials("", "since 2010", "Enrolled Agent", "EA/CPA/CFP/CTEC/J.D."))).toEqual(["EA", "CPA", "CFP", "CTEC"]);
    expect(credentialTitles(PLACEHOLDER_PROFILE)).toEqual([]);
  });
});
