import { publicProcedure, router } from "../trpc";

/** Facts the client needs from the server's configuration. */
export const siteRouter = router({
  /** The business time zone: the client shows every date and time in it, not in the browser's. */
  settings: publicProcedure.query(({ ctx }) => ({ timeZone: ctx.services.availability.timeZone })),
});
