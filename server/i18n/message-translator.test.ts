import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { MESSAGES } from "../shared/messages";
import { flattenMessages } from "../shared/i18n/catalog";
import { toSpanish } from "../shared/i18n/spanish-messages";

describe("the server's sentences in Spanish", () => {
  it("translates the spec's and the API's sentences, with a function's arguments carried over", () => {
    expect(toSpanish(MESSAGES.booking.selectionRequired)).toBe("Seleccione un servicio, una fecha y una hora.");
    expect(toSpanish(API_MESSAGES.booking.slotUnavailable)).toBe("Ese horario ya no está disponible. Elija otra hora.");
    expect(toSpanish(API_MESSAGES.appointments.tooManyOpen(3))).toBe(
      "Ya tiene 3 citas o solicitudes próximas. Cancele una, o espere a que pase alguna, antes de reservar otra.",
    );
    expect(toSpanish(API_MESSAGES.appointments.pastCancelCutoff(24, "(559) 555-0150"))).toBe(
      "Las citas se pueden cancelar en línea hasta 24 horas antes de su inicio. Llame a la oficina al (559) 555-0150.",
    );
    expect(toSpanish("Email is required.")).toBe("El correo electrónico es obligatorio.");
    expect(toSpanish("A sentence nobody wrote.")).toBe("A sentence nobody wrote.");
  });

  it("knows every sentence of the spec and the API", () => {
    const sentences: string[] = [
      ...Object.values(flattenMessages(MESSAGES) as Record<string, string>),
      ...(function collect(node: object): string[] {
        return Object.values(node).flatMap((value) =>
          typeof value === "string" ? [value] : typeof value === "function" ? [value(...Array(value.length).fill("7"))] : collect(value),
        );
      })(API_MESSAGES),
    ];
    const untranslated = sentences.filter((sentence) => toSpanish(sentence) === sentence);
    expect(untranslated).toEqual([]);
  });

  it("knows every validation sentence written in the shared schemas", () => {
    const dir = new URL("../shared/", import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith(".schema.ts") || file === "opening-hours.ts");
    const literals = files.flatMap((file) =>
      [...readFileSync(new URL(file, dir), "utf8").matchAll(/"([A-Za-z][^"]{3,}[.!?])"/g)].map((match) => match[1] as string),
    );
    expect(literals.length).toBeGreaterThan(30);
    const untranslated = literals.filter((sentence) => /\s/.test(sentence) && toSpanish(sentence) === sentence);
    expect(untranslated).toEqual([]);
  });
});
