import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { trpc } from "#client/lib/trpc.ts";
import { AdminShellView } from "./AdminShellView";

/** Every admin page, inside the admin area's shell, with the unread count (asked again every minute). */
export function AdminShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const unread = trpc.contact.unreadCount.useQuery(undefined, { refetchInterval: 60_000 });
  return (
    <AdminShellView currentPath={location} unreadMessages={unread.data?.unread ?? 0}>
      {children}
    </AdminShellView>
  );
}
