import { adminProcedure, router } from "../trpc";

/** The admins' calendar feed address (REST twins: GET /api/calendar-feed, POST /api/calendar-feed/rotate). */
export const calendarFeedRouter = router({
  address: adminProcedure.query(({ ctx }) => ctx.services.calendarFeed.address(ctx.actor)),
  rotate: adminProcedure.mutation(({ ctx }) => ctx.services.calendarFeed.rotate(ctx.actor)),
});
