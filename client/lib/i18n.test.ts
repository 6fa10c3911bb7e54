import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { flattenMessages } from "../../server/shared/i18n/catalog";
import { MESSAGES } from "../../server/shared/messages";
import { precompileCatalogs } from "../../scripts/precompile-catalogs";
import { compiledPlainText, defineMessages } from "./i18n";

describe("messages in production", () => {
  it("turns a plain text into exactly what Lingui's compiler makes of it", () => {
    for (const text of Object.values(flattenMessages(MESSAGES))) {
      expect(compiledPlainText(text), text).toEqual(compileMessage(text));
    }
    // ICU texts are left to the build step.
    expect(compiledPlainText("Hi, {name}!")).toBe("Hi, {name}!");
  });

  it("compiles a catalogue module at build time, and refuses one that is more than data", () => {
    const plugin = precompileCatalogs() as unknown as { transform: (code: string, id: string) => { code: string } | null };
    const out = plugin.transform('const common = { "a": "Hi, {name}!", "b": "Plain" };\nexport default common;\n', "/x/common.en.ts");
    expect(out?.code).toBe('export default {"a":["Hi, ",["name"],"!"],"b":["Plain"]};');
    expect(plugin.transform("export default {}", "/x/other.ts")).toBeNull();
    expect(() => plugin.transform('import x from "y";\nexport default x;', "/x/bad.es.ts")).toThrow(/only hold its messages/);
  });

  it("translates with placeholders and falls back to English for a missing key", () => {
    const { t } = defineMessages("test-ns", { hello: "Hi, {name}!" } as const, async () => ({ default: { hello: "¡Hola, {name}!" } }));
    expect(t("hello", { name: "Ana" })).toBe("Hi, Ana!");
  });
});
