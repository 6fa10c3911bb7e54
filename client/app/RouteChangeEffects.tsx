import { useEffect } from "react";
import { useLocation } from "wouter";
import { trackPageview } from "../lib/analytics";

/** On every route change: back to the top of the page, and a pageview if analytics is on. */
export function RouteChangeEffects() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    trackPageview(location);
  }, [location]);
  return null;
}
