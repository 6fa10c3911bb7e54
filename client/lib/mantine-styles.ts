/**
 * Mantine's styles live in a cascade layer (`@layer mantine`), so the order they load in never
 * decides what wins, and the site's own styles always do (issue 18). The page itself carries
 * only the styles of the components it draws at once (client/app/shell-styles.ts, checked by
 * `npm run size`); everything else arrives, as one shared file, with the first lazily loaded
 * piece of the site, before that piece renders.
 */
export function withMantineStyles<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), import("@mantine/core/styles.layer.css")]).then(([module]) => module);
}
