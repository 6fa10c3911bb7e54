import { z } from "zod";
import { adminAppointment, recordIdInput } from "./appointment.schema";
import { email, fullName } from "./auth.schema";
import { STAFF_ROLES } from "./permissions";

/**
 * The owner's staff page (issue 32, decision 0234): who works at the office, in what role, and
 * whether they can sign in. "invited": no password chosen yet; "deactivated": can no longer sign in.
 */
export const STAFF_STATUSES = ["active", "invited", "deactivated"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const staffRole = z.enum(STAFF_ROLES);

/** One member of the staff, as GET /api/staff lists them. */
export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  status: z.enum(STAFF_STATUSES),
  /** Two-step sign-in is set up (every staff role needs it before reaching the admin area). */
  two_step: z.boolean(),
  /** When the account was made, an ISO 8601 instant. */
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/staff: invites someone by email to choose a password, then set up two-step sign-in. */
export const inviteStaffInput = z.object({ full_name: fullName, email, role: staffRole }).strict();
export type InviteStaffInput = z.input<typeof inviteStaffInput>;

/** PUT /api/staff/{id}/role. */
export const staffRoleBody = z.object({ role: staffRole }).strict();
export const staffRoleInput = staffRoleBody.extend(recordIdInput.shape);

/** POST /api/staff/{id}/deactivate: the member, and their open appointments from now on, for the office to give to others. */
export const deactivatedStaff = z.object({ staff: staffMember, open_appointments: z.array(adminAppointment) });
export type DeactivatedStaff = z.infer<typeof deactivatedStaff>;
