/** What the browser needs from the server's settings; sent with every page (server/html/page-html.ts). */
export type SiteSettings = {
  /** The business time zone: every date and time is shown in it, not in the browser's. */
  timeZone: string;
  /** Google Maps browser key (public by design, restricted by referrer at Google); null shows the address card. */
  maps: { apiKey: string | null; mapId: string };
  /** The staff idle limit (the owner's setting, decision 0245; ADMIN_IDLE_MINUTES until saved): a staff page warns a minute before and signs out when it passes (issue 17). */
  adminIdleMinutes: number;
};

/**
 * The ids of the JSON elements each page carries (server/html/page-html.ts; read by client/lib/embedded-data.ts).
 * `session` is there only when the page request carried no session cookie: it holds
 * {@link KNOWN_SIGNED_OUT}, and the client starts signed out instead of asking (decision 0139).
 * `legal` is on the legal pages only: the owner's saved texts (decision 0246).
 */
export const EMBEDDED_ELEMENT_IDS = { business: "business-profile", settings: "site-settings", session: "session", legal: "legal-pages" } as const;

/** What the `session` element says: nobody is signed in in this browser. */
export type KnownSession = { user: null };
export const KNOWN_SIGNED_OUT: KnownSession = { user: null };
export type EmbeddedElementId = (typeof EMBEDDED_ELEMENT_IDS)[keyof typeof EMBEDDED_ELEMENT_IDS];
