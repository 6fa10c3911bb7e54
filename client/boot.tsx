/** The app's start, imported by client/main.tsx (after the first paint on a page the server drew, decision 0266). */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PRERENDERED_ATTRIBUTE } from "../server/shared/prerender";
import { App } from "./app/App";
import { preloadPage } from "./app/routes";
import { watchPersonInput } from "./lib/admin-idle";
import { initAnalytics } from "./lib/analytics";
import { notePersonInput } from "./lib/auth-api";
import { clientConfig } from "./lib/client-config";
import { activateLocale, initialLocale } from "./lib/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Before the first render, so the first route's pageview is sent too.
initAnalytics(clientConfig.gaMeasurementId);

// Only a person's input makes a refresh count as use of the session (issue 29 item 17, decision 0174).
watchPersonInput(window, notePersonInput);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A public page comes drawn by the server for a visitor (decision 0143): the script takes it
 * over where it stands, once the page's own code is in (see client/lib/preloadable.tsx). The
 * page is already on screen, so taking it over is a transition: React does it in slices and
 * yields to the browser between them, rather than in one task that holds a tap on a slow phone
 * for a few hundred milliseconds (decision 0266). When the reader's language is not the one it
 * was drawn in (a choice kept from an earlier visit), it is drawn again, in theirs.
 */
function start() {
  if (container?.getAttribute(PRERENDERED_ATTRIBUTE) === locale) {
    void preloadPage(window.location.pathname).finally(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    createRoot(container as HTMLElement).render(app);
  }
}

// A Spanish reader's first page waits for its Spanish texts (one small chunk) rather than
// flashing English; an English reader's renders at once.
const locale = initialLocale();
if (locale === "en" && document.documentElement.lang === "en") start();
else void activateLocale(locale).finally(start);
