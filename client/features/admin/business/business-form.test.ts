import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "#server/shared/business.ts";
import { formValuesOf, toBusinessInput, validateBusinessForm } from "./business-form";

describe("the business form", () => {
  it("round-trips the profile, splitting About on blank lines", () => {
    const values = formValuesOf(PLACEHOLDER_PROFILE);
    const input = toBusinessInput({ ...values, about: "First.\n\n\nSecond,\nstill second.\n\n" });
    expect(input.about).toEqual(["First.", "Second,\nstill second."]);
    expect(input.latitude).toBe(PLACEHOLDER_PROFILE.location.lat);
    expect(validateBusinessForm(values)).toEqual({});
  });

  it("sends no founding year for an empty field, and a number for a typed one", () => {
    const values = formValuesOf({ ...PLACEHOLDER_PROFILE, founded_year: 2009, walk_ins: true });
    expect(values).toMatchObject({ foundedYear: "2009", walkIns: true, heroPhoto: null });
    expect(toBusinessInput(values)).toMatchObject({ foundedYear: 2009, walkIns: true, heroPhoto: null });
    expect(toBusinessInput({ ...values, foundedYear: " " }).foundedYear).toBeNull();
    expect(validateBusinessForm({ ...values, foundedYear: "1850" })).toEqual({
      foundedYear: "The founding year must be between 1900 and this year.",
    });
    expect(validateBusinessForm({ ...values, foundedYear: "two thousand" })).toEqual({
      foundedYear: "The founding year must be a whole number.",
    });
  });

  it("answers with the server's sentences", () => {
    const values = { ...formValuesOf(PLACEHOLDER_PROFILE), phone: "12", latitude: "", name: "" };
    expect(validateBusinessForm(values)).toMatchObject({
      phone: "Please enter a valid US phone number.",
      latitude: "Latitude must be a number.",
      name: "Business name is required.",
    });
  });
});
