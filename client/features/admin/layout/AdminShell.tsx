import { can } from "#server/shared/permissions.ts";
import { useRole } from "#client/lib/session.ts";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { trpc } from "#client/lib/trpc.ts";
import { AdminShellView } from "./AdminShellView";

/** Every admin page, inside the admin area's shell, with the unread count (asked again every minute, of staff who read the inbox). */
export function AdminShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // Behind RequireOffice: the session is settled and its user is staff.
  const role = useRole();
  const unread = trpc.contact.unreadCount.useQuery(undefined, { refetchInterval: 60_000, enabled: can(role, "messages") });
  return (
    <AdminShellView currentPath={location} role={role} unreadMessages={unread.data?.unread ?? 0}>
      {children}
    </AdminShellView>
  );
}
