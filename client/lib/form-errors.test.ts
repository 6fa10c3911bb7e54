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

describe("zodFieldErrors with the shared schemas", () => {
  it("writes a schema's message from its code in the page's language", async () => {
    const { i18n } = await import("@lingui/core");
    const { loadServerMessages } = await import("./server-messages");
    const { registerInput } = await import("../../server/shared/auth.schema");
    const values = { fullName: "Ana", email: "", password: "tidy-lemon-7" };
    expect(zodFieldErrors(registerInput, values)).toEqual({ email: "Email is required." });
    await loadServerMessages("es");
    i18n.loadAndActivate({ locale: "es", messages: {} });
    try {
      expect(zodFieldErrors(registerInput, values)).toEqual({ email: "El correo electrónico es obligatorio." });
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });
});
