/**
 * Google Analytics 4 pageviews (docs/product.md §2.1: a pageview on every route change, only
 * if analytics was initialised at load). Nothing loads unless a measurement id is set.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let initialised = false;

/** Loads gtag.js for `measurementId`; returns whether analytics is now on. */
export function initAnalytics(measurementId: string | null): boolean {
  if (!measurementId || initialised) return initialised;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects queued in dataLayer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  // The router sends every pageview itself, the first one included.
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  initialised = true;
  return true;
}

export function isAnalyticsInitialised(): boolean {
  return initialised;
}

export function trackPageview(path: string): void {
  if (!initialised || !window.gtag) return;
  window.gtag("event", "page_view", { page_path: path, page_location: window.location.href });
}
