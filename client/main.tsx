import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initAnalytics } from "./lib/analytics";
import { clientConfig } from "./lib/client-config";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Before the first render, so the first route's pageview is sent too.
initAnalytics(clientConfig.gaMeasurementId);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
