/** The three services the business offers (docs/product.md §1 and §2). */
export const SERVICE_NAMES = ["Personal Tax Prep", "Business Tax Services", "IRS Representation"] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * pending -> confirmed -> completed or no_show (once it has started, decision 0226); pending or
 * confirmed -> cancelled. Only pending and confirmed appointments hold their slot.
 */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "cancelled", "completed", "no_show"] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** What the office records once a confirmed appointment's time has come (decision 0226). */
export const APPOINTMENT_OUTCOMES = ["completed", "no_show"] as const;

export type AppointmentOutcome = (typeof APPOINTMENT_OUTCOMES)[number];

/**
 * "admin" is the owner (docs/product.md's admin); "front_desk" and "preparer" are office staff
 * (docs/permissions.md, decision 0231).
 */
export const ROLES = ["admin", "front_desk", "preparer", "client"] as const;

export type Role = (typeof ROLES)[number];

/** A stored role as the API answers it; anything unknown reads as the least privileged, a client. */
export const roleOf = (stored: string): Role => (ROLES as readonly string[]).includes(stored) ? (stored as Role) : "client";
