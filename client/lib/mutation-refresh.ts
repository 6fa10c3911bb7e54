/**
 * How a mutation hook owns its cache refresh (bulletproof-react's `features/*\/api` shape): the hook
 * adds its refresh to the caller's options, so a screen only says what to show. Both helpers run
 * the caller's callback and the refresh, and the mutation stays pending until the refresh is done
 * (TanStack Query awaits a mutation's own callbacks).
 */

type Callback = (...args: never[]) => unknown;

/** After the mutation, whether it worked or not: the caller's `onSettled`, then `refresh`. */
export function refreshOnSettled<Options extends { onSettled?: Callback }>(
  options: Options | undefined,
  refresh: () => Promise<unknown>,
): Options {
  const onSettled = async (...args: Parameters<NonNullable<Options["onSettled"]>>) => {
    await (options?.onSettled as ((...all: typeof args) => unknown) | undefined)?.(...args);
    await refresh();
  };
  return { ...options, onSettled } as Options;
}

/** Once it worked: `update` with the answer (say, put it in the cache), then the caller's `onSuccess`. */
export function updateOnSuccess<Options extends { onSuccess?: Callback }>(
  options: Options | undefined,
  update: (data: Parameters<NonNullable<Options["onSuccess"]>>[0]) => unknown,
): Options {
  type Data = Parameters<NonNullable<Options["onSuccess"]>>[0];
  const onSuccess = async (...args: Parameters<NonNullable<Options["onSuccess"]>>) => {
    await update((args as unknown[])[0] as Data);
    await (options?.onSuccess as ((...all: typeof args) => unknown) | undefined)?.(...args);
  };
  return { ...options, onSuccess } as Options;
}

/** The options a tRPC procedure's `useMutation` takes. */
export type MutationOptions<Procedure extends { useMutation: Callback }> = Parameters<Procedure["useMutation"]>[0];
