import { officeProcedure, router } from "../trpc";

/** The admins' calendar feed address (REST twins: GET /api/calendar-feed, POST /api/calendar-feed/rotate). */
export const calendarFeedRouter = router({
  address: officeProcedure("calendar_feed").query(({ ctx }) => ctx.services.calendarFeed.address(ctx.actor)),
  rotate: officeProcedure("calendar_feed").mutation(({ ctx }) => ctx.services.calendarFeed.rotate(ctx.actor)),
});
