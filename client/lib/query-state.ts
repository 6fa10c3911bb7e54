import { errorMessage } from "./error-message";

/** What a screen needs of a query: its data once it has some, and whether and why it failed. */
export type QueryLike<Data> = { data: Data | undefined; isError: boolean; error: unknown };

/** A view's loading, error and ready states; `Ready` names what a ready view shows. */
export type LoadState<Ready extends object, Failed extends object = { message: string }> =
  | { status: "loading" }
  | ({ status: "error" } & Failed)
  | ({ status: "ready" } & Ready);

/**
 * Maps a query to a view's state: ready as soon as it has data (a refetch that fails keeps the
 * data shown), else an error with the server's message or the screen's `fallback`
 * (client/lib/error-message.ts), else loading. Without a fallback the error state carries no
 * message (the view says it in its own words).
 */
export function queryState<Data, Ready extends object>(
  query: QueryLike<Data>,
  ready: (data: NonNullable<Data>) => Ready,
  fallback: string,
): LoadState<Ready>;
export function queryState<Data, Ready extends object>(
  query: QueryLike<Data>,
  ready: (data: NonNullable<Data>) => Ready,
): LoadState<Ready, object>;
export function queryState<Data, Ready extends object>(
  query: QueryLike<Data>,
  ready: (data: NonNullable<Data>) => Ready,
  fallback?: string,
): LoadState<Ready> | LoadState<Ready, object> {
  if (query.data !== undefined && query.data !== null) return { status: "ready", ...ready(query.data) };
  if (query.isError) return fallback === undefined ? { status: "error" } : { status: "error", message: errorMessage(query.error, fallback) };
  return { status: "loading" };
}
