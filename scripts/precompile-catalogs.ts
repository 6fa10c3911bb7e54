import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** Message catalogues: `<namespace>.en.ts` and `<namespace>.es.ts` (decision 0121). */
const CATALOG = /\.(en|es)\.ts$/;

/**
 * A production build ships the catalogues already compiled to Lingui's token form, so the
 * browser needs no ICU parser (decision 0121). A catalogue module is data only: one object
 * literal exported as default, type imports at most. After TypeScript is stripped it is
 * evaluated here, each text compiled, and the module replaced by the compiled object.
 * Development, Storybook's dev server and the tests keep the raw texts; Lingui compiles them
 * on use outside production.
 */
export function precompileCatalogs(): Plugin {
  return {
    name: "precompile-message-catalogs",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0] as string;
      if (!CATALOG.test(file) || file.includes("node_modules")) return null;
      if (/^\s*import\s/m.test(code)) {
        throw new Error(`${file}: a message catalogue may only hold its messages (found an import after TypeScript).`);
      }
      const body = code.replace(/export\s+default\s+/, "return ");
      const messages = new Function(body)() as Record<string, unknown>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          if (typeof text !== "string") throw new Error(`${file}: "${key}" is not a text.`);
          return [key, compileMessage(text)];
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
