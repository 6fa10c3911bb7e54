import { describe, expect, it } from "vitest";
import { PLACEHOLDER_PROFILE } from "../../../server/shared/business";
import { formValuesOf, toBusinessInput, validateBusinessForm } from "./business-form";

describe("the business form", () => {
  it("round-trips the profile, splitting About on blank lines", () => {
    const values = formValuesOf(PLACEHOLDER_PROFILE);
    const input = toBusinessInput({ ...values, about: "First.\n\n\nSecond,\nstill second.\n\n" });
    expect(input.about).toEqual(["First.", "Second,\nstill second."]);
    expect(input.latitude).toBe(PLACEHOLDER_PROFILE.location.lat);
    expect(validateBusinessForm(values)).toEqual({});
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
