import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { IDLE_SIGN_OUT_REASON, idlePhase, shouldRenew, type IdlePhase } from "../lib/admin-idle";
import { onSessionRefreshed, refreshSession } from "../lib/auth-api";
import { loadLazily } from "../lib/load-lazily";
import { useLogout } from "../lib/session";
import { useSiteSettings } from "../lib/use-business-time-zone";
import { paths } from "./paths";

/** Only admins' pages have the dialog: its modal code is not part of every visitor's page (issue 18). */
const IdleSignOutDialog = lazy(() =>
  loadLazily(() => import("../components/IdleSignOutDialog")).then((module) => ({ default: module.IdleSignOutDialog })),
);

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Issue 17: an admin's page keeps the server's idle clock (decision 0124). The clock starts at
 * each refresh; activity renews the session at most once a minute, a dialog warns a minute
 * before the limit, and at the limit the page signs out and goes to the login page with a notice.
 */
export function AdminIdleGuard({ active }: { active: boolean }) {
  const { settings } = useSiteSettings();
  const idleMinutes = settings?.adminIdleMinutes ?? null;
  // Set when the guard starts (an admin's page has just signed in or refreshed) and at each refresh.
  const renewedAt = useRef(0);
  const [phase, setPhase] = useState<IdlePhase>("active");
  const [staying, setStaying] = useState(false);
  const logout = useLogout();
  const [, navigate] = useLocation();
  const enabled = active && idleMinutes !== null;

  useEffect(() => {
    if (!enabled) return;
    renewedAt.current = Date.now();
    const unsubscribe = onSessionRefreshed(() => {
      renewedAt.current = Date.now();
      setPhase("active");
    });
    // A page (re)loaded long after the last refresh would otherwise count from the wrong start.
    void refreshSession();
    return unsubscribe;
  }, [enabled]);

  // Activity renews the session while no warning shows; during the warning only the dialog's button does.
  useEffect(() => {
    if (!enabled || phase !== "active") return;
    const onActivity = () => {
      if (shouldRenew(renewedAt.current, Date.now())) void refreshSession();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [enabled, phase]);

  useEffect(() => {
    if (!enabled || idleMinutes === null) return;
    const timer = window.setInterval(() => setPhase(idlePhase(renewedAt.current, Date.now(), idleMinutes)), 1000);
    return () => window.clearInterval(timer);
  }, [enabled, idleMinutes]);

  useEffect(() => {
    if (!enabled || phase !== "expired") return;
    void logout().then(() => navigate(`${paths.login}?reason=${IDLE_SIGN_OUT_REASON}`));
  }, [enabled, phase, logout, navigate]);

  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <IdleSignOutDialog
        opened={phase === "warning"}
        staying={staying}
        onStay={() => {
          setStaying(true);
          void refreshSession().then((renewed) => {
            setStaying(false);
            // Too late: the server had already ended the session.
            if (!renewed) setPhase("expired");
          });
        }}
        onSignOut={() => void logout()}
      />
    </Suspense>
  );
}
