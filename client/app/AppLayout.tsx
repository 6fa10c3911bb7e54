import { isStaff } from "#server/shared/permissions.ts";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { LIMITS } from "../../server/shared/limits";
import { useCommonT } from "../components/common-messages";
import { Footer } from "../components/Footer";
import { PageSkeleton } from "../components/PageSkeleton";
import { TopBar } from "../components/TopBar";
import { useAccountLanguage } from "../lib/account-language";
import { activateLocale } from "../lib/i18n";
import { useLogout, useSession } from "../lib/session";
import { loadLazily } from "../lib/load-lazily";
import classes from "./AppLayout.module.css";
import { paths } from "./paths";
import { RouteChangeEffects } from "./RouteChangeEffects";

const MAIN_ID = "main-content";

/** Staff's pages only keep the idle clock: its code is not part of a visitor's page (issue 18). */
const AdminIdleGuard = lazy(() => loadLazily(() => import("./AdminIdleGuard")).then((module) => ({ default: module.AdminIdleGuard })));

/**
 * The shared layout (docs/product.md §2.1): top bar, the current page, footer. While the
 * session check runs the page area is a skeleton, and the page scrolls to the top after
 * LIMITS.initialScrollDelayMs (a browser restoring the old scroll position would otherwise
 * leave the visitor mid-page once the real content appears).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const t = useCommonT();
  const session = useSession();
  const [location] = useLocation();
  useAccountLanguage(session);
  const logout = useLogout();
  const loading = session.status === "loading";

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => window.scrollTo(0, 0), LIMITS.initialScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t("nav.skipToContent")}
      </a>
      <TopBar
        session={session}
        onLogout={() => void logout()}
        onLanguageChange={(locale) => void activateLocale(locale, { remember: true })}
      />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {loading ? <PageSkeleton /> : children}
      </main>
      <Footer />
      <RouteChangeEffects />
      {/*
        The login page leaves by a full page load as soon as it has a user. A refresh the guard
        started there would be cut off after the server had rotated the refresh token, and the
        next page would present the spent token, which the server reads as theft and ends the session.
      */}
      {session.user !== null && isStaff(session.user.role) && location !== paths.login && (
        <Suspense fallback={null}>
          <AdminIdleGuard />
        </Suspense>
      )}
    </div>
  );
}
