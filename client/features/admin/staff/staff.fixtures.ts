import type { StaffMember } from "#server/shared/staff.schema.ts";
import { STORY_CONFIRMED, STORY_PENDING } from "../common/admin.fixtures";

/** A profile nobody filled in yet. */
const NO_PROFILE = { photo: null, credentials: "", languages: [], bio: "", on_about: false };

/** Ana's, filled in: what /book's choice of preparer shows. */
export const STORY_PROFILE = {
  photo: null,
  credentials: "EA, CTEC A123456",
  languages: ["en" as const, "es" as const],
  bio: "Fifteen years of returns for families and small businesses in Fresno; she answers IRS letters in English and Spanish.",
  on_about: true,
};

/** The signed-in owner of the stories. */
export const STORY_OWNER: StaffMember = {
  id: 1,
  name: "Maya Owner",
  email: "maya@valleytaxpros.example",
  role: "admin",
  status: "active",
  two_step: true,
  created_at: "2025-01-06T17:00:00.000Z",
  profile: NO_PROFILE,
};

/** An office of every role and every status. */
export const STORY_STAFF: StaffMember[] = [
  STORY_OWNER,
  { id: 7, name: "Ana Reyes, EA", email: "ana@valleytaxpros.example", role: "preparer", status: "active", two_step: true, created_at: "2025-02-03T17:00:00.000Z", profile: STORY_PROFILE },
  { id: 8, name: "Dee Desk", email: "dee@valleytaxpros.example", role: "front_desk", status: "invited", two_step: false, created_at: "2026-03-01T17:00:00.000Z", profile: NO_PROFILE },
  { id: 9, name: "Ben Ortiz, CPA", email: "ben@valleytaxpros.example", role: "preparer", status: "deactivated", two_step: true, created_at: "2025-02-03T17:00:00.000Z", profile: NO_PROFILE },
];

/** Ben's open appointments after he was deactivated. */
export const STORY_HANDOVER = [
  { ...STORY_PENDING, preparer: { id: 9, name: "Ben Ortiz, CPA" } },
  { ...STORY_CONFIRMED, preparer: { id: 9, name: "Ben Ortiz, CPA" } },
];
