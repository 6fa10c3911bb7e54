import { z } from "zod";
import { adminAppointment, recordIdInput } from "./appointment.schema";
import { email, fullName } from "./auth.schema";
import { STAFF_ROLES } from "./permissions";
import { uploadedPhotoUrl } from "./business-profile.schema";
import { codes } from "./i18n/server-messages";

/**
 * The languages a staff member may say they speak with clients (decision 0238): those most spoken
 * in California's homes, as ISO 639 codes; each page names them in its own language
 * (Intl.DisplayNames), so the list needs no translation of its own.
 */
export const SPOKEN_LANGUAGES = ["en", "es", "zh", "vi", "tl", "ko", "hy", "fa", "pa", "hmn", "ar", "ru", "hi", "ja", "pt", "fr"] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** The longest a profile's texts may be. */
export const STAFF_PROFILE_LIMITS = { credentialsMaxLength: 200, bioMaxLength: 600 } as const;

/** What clients see of someone on the staff (decision 0238): photo, credentials, languages spoken, a short bio. */
export const staffProfile = z.object({
  photo: z.string().nullable(),
  credentials: z.string(),
  languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  bio: z.string(),
  /** Shown in the About page's team (decision 0240). */
  on_about: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfile>;

/** PUT /api/staff/{id}/profile: the whole profile; an empty credentials or bio shows none. */
export const staffProfileBody = z
  .object({
    photo: uploadedPhotoUrl.nullable(),
    credentials: z.string().trim().max(STAFF_PROFILE_LIMITS.credentialsMaxLength, codes.validation.credentialsTooLong).default(""),
    languages: z
      .array(z.enum(SPOKEN_LANGUAGES, { error: codes.validation.spokenLanguage }), { error: codes.validation.spokenLanguage })
      .max(SPOKEN_LANGUAGES.length, codes.validation.spokenLanguage)
      .refine((languages) => new Set(languages).size === languages.length, codes.validation.spokenLanguage)
      .default([]),
    bio: z.string().trim().max(STAFF_PROFILE_LIMITS.bioMaxLength, codes.validation.bioTooLong).default(""),
    on_about: z.boolean({ error: codes.validation.onAbout }).default(false),
  })
  .strict();
export type StaffProfileBody = z.input<typeof staffProfileBody>;
export const staffProfileInput = staffProfileBody.extend(recordIdInput.shape);

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
  profile: staffProfile,
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
