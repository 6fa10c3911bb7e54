import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { LoadingMessage } from "../components/LoadingMessage";
import { useSession } from "../lib/session";
import { guardOutcome, type OfficeAccess, type RequiredAccess } from "./guard-outcome";

function Guard({ access, children }: { access: RequiredAccess; children: ReactNode }) {
  const outcome = guardOutcome(useSession(), access);
  if (outcome.kind === "loading") return <LoadingMessage />;
  // Replace, so Back does not return to a page that would redirect again.
  if (outcome.kind === "redirect") return <Redirect to={outcome.to} replace />;
  return <>{children}</>;
}

/** /dashboard, /settings: any signed-in user. */
export function RequireUser({ children }: { children: ReactNode }) {
  return <Guard access="signed-in">{children}</Guard>;
}

/** /admin and its pages: staff whose role has the page's permission (docs/permissions.md); the home, every staff role. */
export function RequireOffice({ permission, children }: { permission: OfficeAccess; children: ReactNode }) {
  return <Guard access={permission}>{children}</Guard>;
}
