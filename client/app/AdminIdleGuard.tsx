import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { IDLE_SIGN_OUT_REASON, idlePhase, shouldRenew, type IdlePhase } from "../lib/admin-idle";
import { notePersonInput, onPersonInput, onSessionRefreshed, refreshSession } from "../lib/auth-api";
import { loadLazily } from "../lib/load-lazily";
import { useLogout } from "../lib/session";
import { useSiteSettings } from "../lib/use-business-time-zone";
import { paths } from "./paths";

/** Only admins' pages have the dialog: its modal code is not part of every visitor's page (issue 18). */
const IdleSignOutDialog = lazy(() =>
  loadLazily(() => import("../components/IdleSignOutDialog")).then((module) => ({ default: module.IdleSignOutDialog })),
);

/**
 * Issue 17: an admin's page keeps the server's idle clock (decision 0124). The clock starts at
 * each refresh a person's input asked for; input renews the session at most once a minute, a
 * dialog warns a minute before the limit, and at the limit the page signs out and goes to the
 * login page with a notice. The page's own requests (the unread-count poll, refetches) may
 * refresh the access cookie but never restart the clock, here or on the server (decision 0174).
 */
export function AdminIdleGuard() {
  const { settings } = useSiteSettings();
  const idleMinutes = settings?.adminIdleMinutes ?? null;
  // Set when the guard starts (an admin's page has just opened, which counts as use) and at each refresh that counted.
  const renewedAt = useRef(0);
  const [phase, setPhase] = useState<IdlePhase>("active");
  const [staying, setStaying] = useState(false);
  const logout = useLogout();
  const [, navigate] = useLocation();
  // Mounted for a member of staff only (AppLayout); until the settings arrive there is no limit to keep.
  const enabled = idleMinutes !== null;

  useEffect(() => {
    if (!enabled) return;
    renewedAt.current = Date.now();
    const unsubscribe = onSessionRefreshed(({ activity, sentAt }) => {
      // A refresh without a person's input left the server's idle time where it was: so does the page.
      if (!activity) return;
      // From when it was sent: the server's clock started on the way, so the page never counts from after it.
      renewedAt.current = sentAt;
      setPhase("active");
    });
    // A page (re)loaded long after the last refresh would otherwise count from the wrong start.
    void refreshSession();
    return unsubscribe;
  }, [enabled]);

  // Input renews the session while no warning shows; during the warning only the dialog's button does.
  useEffect(() => {
    if (!enabled || phase !== "active") return;
    return onPersonInput(() => {
      if (shouldRenew(renewedAt.current, Date.now())) void refreshSession();
    });
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
          // Pressing it is a person's act however it was pressed (assistive technology may send only a click).
          notePersonInput();
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
