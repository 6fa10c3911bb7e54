import type { SiteSettings } from "../../shared/site-settings";
import { publicProcedure, router } from "../trpc";

/** Facts the client needs from the server's configuration. */
export const siteRouter = router({
  /** The business time zone and the maps key; the same object comes embedded in every page. */
  settings: publicProcedure.query(({ ctx }): Promise<SiteSettings> => ctx.services.site.settings()),
});
