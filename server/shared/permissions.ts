import type { Role } from "./services";

/**
 * Who on the office's staff may do what (issue 32, docs/permissions.md, decision 0224): the one
 * table the server's guards (server/auth/guards.ts, server/trpc/trpc.ts) and the admin area's
 * navigation read. The spec's `admin` is the owner and may do everything; the front desk works
 * the appointments, the calendar, the clients and the inbox, and changes no setting; a preparer
 * sees their own appointments (decision 0231). An API key
 * acts for the office as the owner's delegate, within its own scope (read or write). What each
 * covers is said in permission-descriptions.ts, which the pages need not load.
 */
export const PERMISSIONS = [
  "appointments",
  "schedule",
  "calendar_feed",
  "clients",
  "messages",
  "hours",
  "business",
  "emails",
  "integrations",
  "activity",
  "reports",
  "own_appointments",
  "services",
  "team",
  "settings",
  "documents",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The roles of the office's staff: every one needs two-step sign-in and is signed out when idle. */
export const STAFF_ROLES = ["admin", "front_desk", "preparer"] as const satisfies readonly Role[];

export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

/** What each staff role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: EVERYTHING,
  front_desk: ["appointments", "schedule", "calendar_feed", "clients", "messages"],
  // Least privilege (decision 0231): a preparer sees the appointments assigned to them and no one else's.
  preparer: ["own_appointments", "calendar_feed"],
};

/** Whether `role` (as the API answers it, or as stored: an unknown value is nobody's staff role) is a staff role. */
export const isStaff = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** Whether a person of `role` may do what `permission` covers. */
export const can = (role: string, permission: Permission): boolean => isStaff(role) && ROLE_PERMISSIONS[role].includes(permission);

/** The staff roles that may do what `permission` covers. */
export const rolesWith = (permission: Permission): StaffRole[] => STAFF_ROLES.filter((role) => can(role, permission));
