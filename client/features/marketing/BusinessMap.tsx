import { useEffect, useRef, useState } from "react";
import { useBusiness } from "../../lib/business";
import type { BusinessMapRenderer } from "../../lib/google-maps";
import { useSiteSettings } from "../../lib/use-business-time-zone";
import { BusinessMapView, type MapStatus } from "./BusinessMapView";

export type BusinessMapProps = {
  /** The server's GOOGLE_MAPS_API_KEY unless a story passes one. */
  apiKey?: string | null;
  mapId?: string;
  /** Google Maps by default; stories pass a stand-in so they never reach the network. */
  renderMap?: BusinessMapRenderer;
};

/** Google's loader is fetched only when a key asks for a map: most visitors' pages never need it. */
const renderGoogleMapLazily: BusinessMapRenderer = (options) => import("../../lib/google-maps").then((module) => module.renderGoogleBusinessMap(options));

/** Container: draws the map when a key is configured and tracks how that went. */
export function BusinessMap({ apiKey: givenKey, mapId: givenMapId, renderMap = renderGoogleMapLazily }: BusinessMapProps) {
  const { settings } = useSiteSettings();
  // Read at run time from the server's settings; until they are known, the address card shows.
  const apiKey = givenKey === undefined ? (settings?.maps.apiKey ?? null) : givenKey;
  const mapId = givenMapId ?? settings?.maps.mapId ?? "DEMO_MAP_ID";
  const business = useBusiness();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>(apiKey ? "loading" : "no-key");
  // A key that arrives after the first render (settings fetched rather than embedded).
  if (apiKey && status === "no-key") setStatus("loading");

  useEffect(() => {
    const element = canvasRef.current;
    if (!apiKey || !element) return;
    let active = true;
    renderMap({ element, business, apiKey, mapId, onAuthFailure: () => active && setStatus("auth-failed") })
      .then(() => active && setStatus((current) => (current === "auth-failed" ? current : "ready")))
      .catch((error: unknown) => {
        console.warn("The map could not be loaded; showing the address card instead.", error);
        if (active) setStatus("load-failed");
      });
    return () => {
      active = false;
    };
  }, [apiKey, mapId, renderMap, business]);

  return <BusinessMapView status={status} canvasRef={canvasRef} />;
}
