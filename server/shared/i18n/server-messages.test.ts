import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerInput } from "../auth.schema";
import { updateBusinessInput } from "../business-profile.schema";
import { codes, inEnglish, issueMessage, messageWriter, say, SERVER_MESSAGES } from "./server-messages";
import { SERVER_MESSAGES_ES } from "./server-messages-es";

type Sentence = string | ((...args: unknown[]) => string);

function sentences(node: object, prefix = ""): Array<[string, Sentence]> {
  return Object.entries(node).flatMap(([key, value]: [string, Sentence | object]) =>
    typeof value === "object" ? sentences(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, Sentence]],
  );
}

const english = new Map(sentences(SERVER_MESSAGES));
const spanish = new Map(sentences(SERVER_MESSAGES_ES));

/** A message's placeholders: a function's arguments, written in as markers. */
const markers = (text: Sentence) =>
  typeof text === "string" ? { arity: 0, written: text } : { arity: text.length, written: text(...Array.from({ length: text.length }, (_, i) => `\u0000${i}\u0000`)) };

describe("the server's message catalogue", () => {
  it("has every code in Spanish and no other, each with English's parameters, all written in", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [code, text] of english) {
      const en = markers(text);
      const es = markers(spanish.get(code) as Sentence);
      expect(es.arity, code).toBe(en.arity);
      expect(es.written.trim(), code).not.toBe("");
      for (let i = 0; i < en.arity; i++) {
        expect(en.written, `${code}: English uses argument ${i}`).toContain(`\u0000${i}\u0000`);
        expect(es.written, `${code}: Spanish uses argument ${i}`).toContain(`\u0000${i}\u0000`);
      }
    }
  });

  it("says a message by code with its parameters, and writes it in either language", () => {
    const tooMany = say.appointments.tooManyOpen(3);
    expect(tooMany).toEqual({ code: "appointments.tooManyOpen", params: [3] });
    expect(inEnglish(tooMany)).toBe(SERVER_MESSAGES.appointments.tooManyOpen(3));
    expect(messageWriter(SERVER_MESSAGES_ES)(say.appointments.pastCancelCutoff(24, "(559) 555-0150"))).toBe(
      "Las citas se pueden cancelar en línea hasta 24 horas antes de su inicio. Llame a la oficina al (559) 555-0150.",
    );
    expect(messageWriter(SERVER_MESSAGES_ES)(say.spec.booking.selectionRequired)).toBe("Seleccione un servicio, una fecha y una hora.");
    expect(inEnglish(say.spec.booking.selectionRequired)).toBe("Please select a service, date, and time.");
    expect(codes.validation.profileText.city.required).toBe("validation.profileText.city.required");
  });

  it("names a schema's problem by code, and passes zod's own wording on under request.refused", () => {
    const missingEmail = registerInput.safeParse({ fullName: "Ana", password: "tidy-lemon-7" });
    expect(missingEmail.success).toBe(false);
    const said = issueMessage(missingEmail.error?.issues[0]);
    expect(said).toEqual({ code: "validation.emailRequired", params: [] });
    expect(messageWriter(SERVER_MESSAGES_ES)(said)).toBe("El correo electrónico es obligatorio.");
    const noCity = updateBusinessInput.safeParse({ city: " " });
    expect(issueMessage(noCity.error?.issues[0])).toEqual(say.validation.profileText.city.required);

    const unworded = z.object({ n: z.number() }).safeParse({ n: "x" });
    const passedOn = issueMessage(unworded.error?.issues[0]);
    expect(passedOn.code).toBe("request.refused");
    expect(inEnglish(passedOn)).toBe(unworded.error?.issues[0]?.message);
    expect(issueMessage(undefined)).toEqual(say.request.invalidInput);
  });
});
