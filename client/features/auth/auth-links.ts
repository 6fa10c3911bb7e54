import { safeNextPath } from "../../lib/safe-next-path";

/** A link between /login and /register that carries a safe `?next=` return path along. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${new URLSearchParams({ next: safe }).toString()}` : path;
}
