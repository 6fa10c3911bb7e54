/**
 * The server's render of a public page (decision 0143): the same app as client/boot.tsx, at a
 * given path and language, for a visitor nobody is signed in as, with the business profile
 * and settings the page will carry. The server sends the HTML inside #root, so a phone shows
 * the page before the script has arrived; the script then hydrates it.
 *
 * Built by `vite build --ssr` into dist/ssr/entry-server.js and imported by the server on its
 * first page that needs it (server/html/page-prerender.ts).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import type { PrerenderInput } from "../server/shared/prerender";
import { KNOWN_SIGNED_OUT } from "../server/shared/site-settings";
import { App } from "./app/App";
import { createAppDataLayer } from "./lib/data-layer/app-data-layer";
import { provideEmbeddedData } from "./lib/embedded-data";
import { activateLocale } from "./lib/i18n";
import { provideDataLayer } from "./lib/shell-data";

/** The language and embedded data are module state (as in a browser tab): one render at a time. */
let previous: Promise<unknown> = Promise.resolve();

export function renderPage(input: PrerenderInput): Promise<string> {
  const next = previous.then(() => renderNow(input));
  previous = next.catch(() => undefined);
  return next;
}

/** A Suspense boundary React could not fill in place: it would need an inline script to finish. */
const PENDING_BOUNDARY = "<!--$?-->";
/** The page's chunk, the toasts' and the page's translations: each settles on its first render. */
const MOST_RENDERS = 4;

async function renderNow({ path, locale, business, settings, legal }: PrerenderInput): Promise<string> {
  provideEmbeddedData({ business, settings, session: KNOWN_SIGNED_OUT, legal });
  // A fresh cache for each render, as each page in a browser has its own, from the data above.
  provideDataLayer(createAppDataLayer());
  await activateLocale(locale);
  // A lazily loaded part that was not loaded yet is written as a placeholder plus an inline
  // script that swaps it in, which the page's Content-Security-Policy rightly refuses. Once
  // loaded it renders in place, so the page is drawn again until nothing waits.
  for (let render = 1; ; render++) {
    const { prelude } = await prerender(
      <StrictMode>
        <Router ssrPath={path}>
          <App />
        </Router>
      </StrictMode>,
      // A large part would otherwise be sent after the rest and put in place by a script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (!html.includes(PENDING_BOUNDARY)) return html;
    if (render === MOST_RENDERS) throw new Error(`${path} still waits for a lazily loaded part after ${render} renders`);
  }
}
