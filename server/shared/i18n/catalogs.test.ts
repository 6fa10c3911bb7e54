import { describe, expect, it } from "vitest";
import { flattenMessages, type Messages } from "./catalog";
import { MESSAGES } from "../messages";
import spanishSpec from "./spec.es";

/**
 * Every namespace exists in both languages with the same keys (issue 15), each Spanish text
 * filled in and using the same placeholders as its English one. Namespaces are found by
 * their files: `<name>.en.ts` beside `<name>.es.ts`.
 */
const english = import.meta.glob<Messages>("/client/**/*.en.ts", { eager: true, import: "default" });
const spanish = import.meta.glob<Messages>("/client/**/*.es.ts", { eager: true, import: "default" });

const pairs: Array<[string, Messages, Messages | undefined]> = [
  ["spec (server/shared/messages.ts)", flattenMessages(MESSAGES), spanishSpec],
  ...Object.entries(english).map(([file, messages]): [string, Messages, Messages | undefined] => [
    file,
    messages,
    spanish[file.replace(/\.en\.ts$/, ".es.ts")],
  ]),
];

/** An ICU message's argument names: "{count, plural, one {# day} other {# days}}" -> ["count"]. */
function argumentsOf(text: string): string[] {
  return [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] as string).sort();
}

describe("message catalogues", () => {
  it("finds the namespaces", () => {
    expect(pairs.length).toBeGreaterThan(1);
  });

  it.each(pairs)("%s has a Spanish twin with exactly its keys, each translated with the same placeholders", (_name, en, es) => {
    expect(es, "no .es.ts beside it").toBeDefined();
    const translation = es as Messages;
    expect(Object.keys(translation).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = translation[key] as string;
      expect(translated.trim(), key).not.toBe("");
      expect(argumentsOf(translated), key).toEqual(argumentsOf(text));
    }
  });

  it("has no Spanish file without its English one", () => {
    const orphans = Object.keys(spanish).filter((file) => !english[file.replace(/\.es\.ts$/, ".en.ts")]);
    expect(orphans).toEqual([]);
  });
});
