import { useEffect, useRef, useState } from "react";
import { useBusiness } from "../../lib/business";
import { clientConfig } from "../../lib/client-config";
import { renderGoogleBusinessMap, type BusinessMapRenderer } from "../../lib/google-maps";
import { BusinessMapView, type MapStatus } from "./BusinessMapView";

export type BusinessMapProps = {
  apiKey?: string | null;
  mapId?: string;
  /** Google Maps by default; stories pass a stand-in so they never reach the network. */
  renderMap?: BusinessMapRenderer;
};

/** Container: draws the map when a key is configured and tracks how that went. */
export function BusinessMap({
  apiKey = clientConfig.googleMapsApiKey,
  mapId = clientConfig.googleMapsMapId,
  renderMap = renderGoogleBusinessMap,
}: BusinessMapProps) {
  const business = useBusiness();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>(apiKey ? "loading" : "no-key");

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
