/** What the browser needs from the server's settings; sent with every page (server/html/page-html.ts). */
export type SiteSettings = {
  /** The business time zone: every date and time is shown in it, not in the browser's. */
  timeZone: string;
  /** Google Maps browser key (public by design, restricted by referrer at Google); null shows the address card. */
  maps: { apiKey: string | null; mapId: string };
};
