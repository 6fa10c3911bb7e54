// @ts-check
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One-way imports (docs/architecture.md §3 rule 1), enforced with core `no-restricted-imports`:
 *   rest, trpc -> services -> db;  the client imports only server/shared and `type AppRouter`;
 *   features never import each other.
 */
const FEATURES = ["marketing", "auth", "booking", "dashboard", "settings", "admin"];

/**
 * Screens already in both languages (issue 15): their text comes from the message catalogues,
 * never from a literal in the markup. Each translated area joins this list.
 */
const TRANSLATED = [
  "client/components/**/*.tsx",
  "client/app/**/*.tsx",
  "client/features/marketing/**/*.tsx",
  "client/features/auth/**/*.tsx",
  "client/features/settings/**/*.tsx",
  "client/features/booking/**/*.tsx",
  "client/features/dashboard/**/*.tsx",
  "client/features/admin/**/*.tsx",
  // The emails to clients (server/emails/email-messages.ts); the office's own emails stay English.
  "server/emails/AppointmentEmail.tsx",
  "server/emails/PasswordResetEmail.tsx",
  "server/emails/WelcomeEmail.tsx",
  "server/emails/EmailLayout.tsx",
];

/**
 * No import loops (issue 30 item 3, decision 0191): a module never imports, however indirectly,
 * a module that imports it. Type-only imports are erased at build time and not followed.
 */
const NO_CYCLE_FILES = ["server/**/*.{ts,tsx}", "client/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx,mjs}", "e2e/**/*.ts"];

const serverFromClient = {
  // `@trpc/server/observable` is the library's documented helper for writing client links.
  group: ["**/server/**", "!**/server/shared/**", "!**/server/shared", "!@trpc/server/observable"],
  allowTypeImports: true,
  message: "The client may import only server/shared/** (and `import type { AppRouter }`).",
};

/** The same rule for the package.json subpath form (`#server/...`). */
const serverSubpathFromClient = { regex: "^#server/(?!shared/)", allowTypeImports: true, message: serverFromClient.message };

export default tseslint.config(
  {
    ignores: ["node_modules", "dist", "storybook-static", "server/db/generated", "server/db/generated-postgresql", "test-results", "playwright-report", "client/public"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: NO_CYCLE_FILES,
    plugins: { "import-x": importX },
    settings: {
      // The TypeScript settings of import-x (its `flatConfigs.typescript`), with the resolver that reads tsconfig.json.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["client/**/*.{ts,tsx}", ".storybook/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [serverFromClient, serverSubpathFromClient] }],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverFromClient,
            serverSubpathFromClient,
            {
              regex: `features/(?!${feature}/)[^/]+/|^\\.\\./(?!${feature}/)(${FEATURES.join("|")})/`,
              message: "Features do not import each other: move shared pieces to client/components or client/lib.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: TRANSLATED,
    ignores: ["**/*.stories.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["aria-label", "label", "title", "placeholder", "alt", "description"] },
          // The translate functions: `t` for an area's own messages, `spec` for the specification's;
          // `withSlot` names where an email's sentence takes its link; `siteText` is the owner's
          // words or the catalogue's (decision 0244).
          callees: { exclude: ["^t$", "^spec$", "getInputProps$", "^withSlot$", "^siteText$"] },
        },
      ],
    },
  },
  {
    files: ["server/services/**/*.ts"],
    ignores: ["server/services/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["fastify", "fastify/*", "@fastify/*", "@trpc/*"], message: "Services never import a transport." },
            { group: ["**/rest/**", "**/trpc/**", "**/plugins/**"], message: "Services never import a transport." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db", "**/db.ts", "**/db/**", "**/services/**", "**/rest/**", "**/trpc/**", "**/env", "**/env.ts", "fastify", "@prisma/*", "node:*"],
              message: "server/shared is isomorphic: the browser imports it too.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/rest/**/*.ts", "server/trpc/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/db/generated/**", "**/db/generated-postgresql/**"], message: "Handlers call services; no Prisma in handlers." }],
        },
      ],
    },
  },
  {
    // The unit project shares one module graph per worker (vitest.config.ts `isolate: false`):
    // a module mocked in one file would stay mocked, or stay real, for the files after it.
    files: ["server/**/*.test.ts", "client/**/*.test.ts", "scripts/**/*.test.ts", "api-client/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message: "Unit test files share modules; spy on an exported object (vi.spyOn) instead of mocking a module.",
        },
      ],
    },
  },
);
