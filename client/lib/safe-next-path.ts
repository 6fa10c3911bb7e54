/**
 * The `?next=` return path of /login (e.g. /login?next=/book). Only a path on this site is
 * accepted, so a crafted link cannot send a freshly signed-in user to another site.
 */
const DUMMY_ORIGIN = "https://this-site.invalid";

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw, DUMMY_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== DUMMY_ORIGIN) return null;
  // Going back to the sign-in or registration screen after signing in would loop.
  if (url.pathname === "/login" || url.pathname === "/register") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
