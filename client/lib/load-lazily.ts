/**
 * What every lazily loaded piece of the site (a page, the account menu, the phone drawer, the
 * toasts, a form) needs before its code runs (issue 18):
 * - Mantine's full stylesheet. Its styles live in a cascade layer (`@layer mantine`), so the
 *   order they load in never decides what wins and the site's own styles always do. The page
 *   carries only its shell's share (client/app/shell-styles.ts, checked by `npm run size`); the
 *   rest arrives, as one shared file, with the first lazy piece, before it renders.
 * - zod's browser setting (./zod-config), before any schema in the piece is made.
 * Both load once; later pieces find them ready.
 */
export function loadLazily<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([
    import("@mantine/core/styles.layer.css"),
    import("./zod-config").then(load),
  ]).then(([, module]) => module);
}
