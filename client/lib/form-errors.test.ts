import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "./form-errors";

const schema = z.object({
  name: z.string().min(1, "Name is required.").max(3, "Too long."),
  age: z.number({ error: "Age must be a number." }),
});

describe("zodFieldErrors", () => {
  it("is empty for valid values", () => {
    expect(zodFieldErrors(schema, { name: "Ana", age: 30 })).toEqual({});
  });

  it("keeps the first message of each field", () => {
    expect(zodFieldErrors(schema, { name: "", age: "x" })).toEqual({ name: "Name is required.", age: "Age must be a number." });
  });
});
