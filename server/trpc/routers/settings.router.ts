import { officeSettingsBody } from "../../shared/office-settings.schema";
import { officeProcedure, router } from "../trpc";

/** The office's settings (REST twins: GET and PUT /api/settings, decision 0242). */
export const settingsRouter = router({
  get: officeProcedure("settings").query(({ ctx }) => ctx.services.settings.view(ctx.services.business)),
  update: officeProcedure("settings")
    .input(officeSettingsBody)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.settings.update(ctx.actor, input);
      return ctx.services.settings.view(ctx.services.business);
    }),
});
