/**
 * The page's script: starts the app (client/boot.tsx), after the first paint on a page the server
 * drew (decision 0266).
 *
 * A drawn page (decision 0143) is read without its script, so the script waits until the page is
 * on screen: its modules (about 150 KB) do not share a phone's slow line with the page's text,
 * styles and fonts, and the app's evaluation does not hold the paint back. Then every module the
 * page needs (listed on #root by server/html/page-assets.ts) is asked for at once, so the app and
 * the page's parts come in one round trip. A page only the script draws starts at once; its head
 * preloads the app.
 */
import { PAGE_MODULES_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from "../server/shared/prerender";

/** The longest the app waits for a paint that does not come, so that a page is never left without its script. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the browser has painted the page's text or images (its first contentful paint). */
function afterFirstContentfulPaint(): Promise<void> {
  // A tab opened in the background does not paint until it is shown: its page is taken over meanwhile.
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const limit = window.setTimeout(done, PAINT_WAIT_LIMIT_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(limit);
      document.removeEventListener("visibilitychange", done);
      resolve();
    }
    document.addEventListener("visibilitychange", done);
    observer.observe({ type: "paint", buffered: true });
  });
}

/** Asks for these modules now, as `<link rel="modulepreload">` in the head would have. */
function preloadModules(urls: string[]) {
  for (const url of urls) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = url;
    document.head.append(link);
  }
}

async function start() {
  const root = document.getElementById("root");
  if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    await afterFirstContentfulPaint();
    preloadModules(root.getAttribute(PAGE_MODULES_ATTRIBUTE)?.split(" ").filter(Boolean) ?? []);
  }
  await import("./boot");
}

void start();
