import { useEffect, useRef } from "react";
import { useLocale } from "./i18n";
import type { Session } from "./session";
import { withDataLayer } from "./shell-data";

/**
 * A signed-in user's account follows the language they read the site in, so the emails the
 * office sends them are in that language too (issue 15). It is saved when they switch, and
 * when they sign in on a device set to the other language.
 */
export function useAccountLanguage(session: Session): void {
  const locale = useLocale();
  const user = session.user;
  const differs = user !== null && user.locale !== locale;
  // Once per user and language: a failed save is not retried in a loop (the next switch tries again).
  const attempted = useRef<string | null>(null);
  useEffect(() => {
    if (!differs || !user) return;
    const attempt = `${user.id}:${locale}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    withDataLayer((layer) => layer.saveAccountLanguage(user, locale));
  }, [differs, user, locale]);
}
