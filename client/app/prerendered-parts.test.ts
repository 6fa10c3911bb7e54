import { expect, it } from "vitest";
import { PAGE_MODULES } from "../../server/shared/prerender";
import { PUBLIC_PAGES } from "../../server/shared/page-meta";
import { PRERENDERED_PARTS } from "./routes";

// Decision 0143: the server links a drawn page's modules (PAGE_MODULES) and the script loads the
// same parts before taking the page over; a part missing here would be redrawn from scratch.
it("loads each lazily loaded part of every page the server draws before taking it over", () => {
  expect(Object.keys(PRERENDERED_PARTS).sort()).toEqual([...PUBLIC_PAGES].sort());
  for (const path of PUBLIC_PAGES) expect(PRERENDERED_PARTS[path]?.length, path).toBe(PAGE_MODULES[path]?.length);
});
