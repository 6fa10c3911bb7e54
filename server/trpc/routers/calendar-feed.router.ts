import { officeProcedure, router } from "../trpc";

/** The admins' calendar feed address (REST twins: GET /api/calendar-feed, POST /api/calendar-feed/rotate). */
export const calendarFeedRouter = router({
  address: officeProcedure("schedule").query(({ ctx }) => ctx.services.calendarFeed.address(ctx.actor)),
  rotate: officeProcedure("schedule").mutation(({ ctx }) => ctx.services.calendarFeed.rotate(ctx.actor)),
});
