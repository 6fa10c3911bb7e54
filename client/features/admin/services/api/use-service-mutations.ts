import { type MutationOptions, refreshOnSettled } from "#client/lib/mutation-refresh.ts";
import { trpc } from "#client/lib/trpc.ts";

/** A change to the services changes this page, every page's services (the business profile) and the free times by service. */
function useRefreshServices(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.officeServices.invalidate(), utils.business.get.invalidate(), utils.availability.invalidate()]);
}

export function useCreateService(options?: MutationOptions<typeof trpc.officeServices.create>) {
  return trpc.officeServices.create.useMutation(refreshOnSettled(options, useRefreshServices()));
}

export function useUpdateService(options?: MutationOptions<typeof trpc.officeServices.update>) {
  return trpc.officeServices.update.useMutation(refreshOnSettled(options, useRefreshServices()));
}

export function useReorderServices(options?: MutationOptions<typeof trpc.officeServices.reorder>) {
  return trpc.officeServices.reorder.useMutation(refreshOnSettled(options, useRefreshServices()));
}

export function useRetireService(options?: MutationOptions<typeof trpc.officeServices.retire>) {
  return trpc.officeServices.retire.useMutation(refreshOnSettled(options, useRefreshServices()));
}

export function useRestoreService(options?: MutationOptions<typeof trpc.officeServices.restore>) {
  return trpc.officeServices.restore.useMutation(refreshOnSettled(options, useRefreshServices()));
}

/**
 * A service's questionnaire: the saved one goes straight into its query (the editor opened again
 * starts from it, not from the copy before), then the clients' forms and checklists it shapes are
 * fetched again (decision 0253).
 */
export function useSetQuestionnaire(options?: MutationOptions<typeof trpc.documents.setQuestionnaire>) {
  const utils = trpc.useUtils();
  return trpc.documents.setQuestionnaire.useMutation(
    refreshOnSettled(
      {
        ...options,
        onSuccess: async (...args: Parameters<NonNullable<NonNullable<typeof options>["onSuccess"]>>) => {
          const [saved, { id }] = args;
          utils.documents.questionnaire.setData({ id }, saved);
          await options?.onSuccess?.(...args);
        },
      },
      () => utils.documents.invalidate(),
    ),
  );
}
