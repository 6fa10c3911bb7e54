import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initAnalytics } from "./lib/analytics";
import { clientConfig } from "./lib/client-config";
import { activateLocale, initialLocale } from "./lib/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Before the first render, so the first route's pageview is sent too.
initAnalytics(clientConfig.gaMeasurementId);

// A Spanish reader's first page waits for its Spanish texts (one small chunk) rather than
// flashing English; an English reader's renders at once.
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const locale = initialLocale();
if (locale === "en") render();
else void activateLocale(locale).finally(render);
