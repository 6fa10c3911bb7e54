import type { HoursView } from "#server/shared/opening-hours.schema.ts";
import { type MutationOptions, updateOnSuccess } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** New hours change the slots, the calendars' open days, the holidays' state and every hours text. */
function useHoursChanged(): (view: HoursView) => Promise<unknown> {
  const utils = trpc.useUtils();
  return (view) => {
    utils.hours.get.setData(undefined, view);
    return Promise.all([utils.availability.invalidate(), utils.hours.holidays.invalidate(), utils.business.get.invalidate()]);
  };
}

/** Saves the weekly opening hours. */
export function useUpdateHours(options?: MutationOptions<typeof trpc.hours.update>) {
  return trpc.hours.update.useMutation(updateOnSuccess(options, useHoursChanged()));
}

/** Closes a day or gives it special hours. */
export function useSetHoursException(options?: MutationOptions<typeof trpc.hours.setException>) {
  return trpc.hours.setException.useMutation(updateOnSuccess(options, useHoursChanged()));
}

/** Gives a day back its usual hours. */
export function useRemoveHoursException(options?: MutationOptions<typeof trpc.hours.removeException>) {
  return trpc.hours.removeException.useMutation(updateOnSuccess(options, useHoursChanged()));
}

/** Sets a preparer's own working hours (decision 0233): their free slots, and so everyone's, follow. */
export function useSetPreparerHours(options?: MutationOptions<typeof trpc.hours.setPreparer>) {
  const utils = trpc.useUtils();
  return trpc.hours.setPreparer.useMutation(
    updateOnSuccess(options, (saved) => {
      utils.hours.preparers.setData(undefined, (list) => list?.map((entry) => (entry.preparer.id === saved.preparer.id ? saved : entry)));
      return utils.availability.invalidate();
    }),
  );
}
