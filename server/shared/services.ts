/** The three services the business offers (docs/product.md §1 and §2). */
export const SERVICE_NAMES = ["Personal Tax Prep", "Business Tax Services", "IRS Representation"] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "cancelled"] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const ROLES = ["admin", "client"] as const;

export type Role = (typeof ROLES)[number];
