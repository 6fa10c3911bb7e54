import { commonT } from "../components/common-messages";
import type { BusinessProfile } from "../../server/shared/business-profile.schema";
import { LIMITS } from "../../server/shared/limits";
import { directionsUrl, phoneHref } from "./business";

/**
 * The business map on Google Maps (docs/product.md §2.3): a marker
 * at the office, an info window with a phone link and a directions link, zoom 17. Only the
 * few Maps JavaScript API members used here are typed, rather than pulling in @types/google.maps.
 */
type LatLng = { lat: number; lng: number };
type GoogleMap = object;
type InfoWindow = { open(options: { map: GoogleMap; anchor: HTMLElement }): void };
type MapsLibrary = {
  Map: new (element: HTMLElement, options: { center: LatLng; zoom: number; mapId: string }) => GoogleMap;
  InfoWindow: new (options: { content: Node; ariaLabel: string }) => InfoWindow;
};
type MarkerLibrary = {
  AdvancedMarkerElement: new (options: {
    map: GoogleMap;
    position: LatLng;
    title: string;
    gmpClickable: boolean;
  }) => HTMLElement;
};
type GoogleMapsApi = {
  importLibrary(name: "maps"): Promise<MapsLibrary>;
  importLibrary(name: "marker"): Promise<MarkerLibrary>;
};

declare global {
  interface Window {
    google?: { maps: GoogleMapsApi };
    /** Google calls this global when it rejects the API key. */
    gm_authFailure?: () => void;
    __onGoogleMapsLoaded?: () => void;
  }
}

export type RenderMapOptions = {
  element: HTMLElement;
  business: BusinessProfile;
  apiKey: string;
  mapId: string;
  onAuthFailure: () => void;
};

/** Draws the business map into `element`; rejects when the script cannot load. */
export type BusinessMapRenderer = (options: RenderMapOptions) => Promise<void>;

let scriptLoad: Promise<GoogleMapsApi> | null = null;

function loadScript(apiKey: string): Promise<GoogleMapsApi> {
  scriptLoad ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    window.__onGoogleMapsLoaded = () => {
      if (window.google?.maps) resolve(window.google.maps);
      else reject(new Error("Google Maps loaded without google.maps"));
    };
    const script = document.createElement("script");
    const params = new URLSearchParams({ key: apiKey, loading: "async", callback: "__onGoogleMapsLoaded", v: "weekly" });
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    script.onerror = () => {
      // Let a later visit to the page try again (e.g. after a network blip).
      scriptLoad = null;
      script.remove();
      reject(new Error("The Google Maps script could not be loaded"));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** The info window's content, built as DOM nodes so no HTML string is ever parsed. */
export function buildInfoWindowContent(business: BusinessProfile): HTMLElement {
  const box = document.createElement("div");
  box.style.color = "#1a1b1e";
  const name = document.createElement("strong");
  name.textContent = business.name;
  const phone = document.createElement("a");
  phone.href = phoneHref(business);
  phone.textContent = commonT("map.call", { phone: business.phone.display });
  const directions = document.createElement("a");
  directions.href = directionsUrl(business);
  directions.target = "_blank";
  directions.rel = "noopener noreferrer";
  directions.textContent = commonT("map.directions");
  for (const link of [phone, directions]) {
    link.style.display = "block";
    link.style.marginTop = "4px";
    link.style.color = "#1864ab";
  }
  box.append(name, phone, directions);
  return box;
}

export const renderGoogleBusinessMap: BusinessMapRenderer = async ({ element, business, apiKey, mapId, onAuthFailure }) => {
  window.gm_authFailure = onAuthFailure;
  const maps = await loadScript(apiKey);
  const [{ Map, InfoWindow }, { AdvancedMarkerElement }] = await Promise.all([
    maps.importLibrary("maps"),
    maps.importLibrary("marker"),
  ]);
  const position = business.location;
  const map = new Map(element, { center: position, zoom: LIMITS.mapDefaultZoom, mapId });
  const marker = new AdvancedMarkerElement({ map, position, title: business.name, gmpClickable: true });
  const infoWindow = new InfoWindow({ content: buildInfoWindowContent(business), ariaLabel: business.name });
  const open = () => infoWindow.open({ map, anchor: marker });
  marker.addEventListener("gmp-click", open);
  open();
};
