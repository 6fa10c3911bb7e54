import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../server/shared/messages";
import authEnglish from "../features/auth/auth.en";
import bookingEnglish from "../features/booking/booking.en";
import dashboardEnglish from "../features/dashboard/dashboard.en";
import legalEnglish from "../features/marketing/legal.en";
import marketingEnglish from "../features/marketing/marketing.en";
import mfaEnglish from "../features/settings/mfa.en";
import settingsEnglish from "../features/settings/settings.en";
import commonEnglish from "./common.en";

/**
 * Clients read about "the office", never "the admin" (issue 30 item 9): Spanish says "la
 * oficina" everywhere, and English does too, except in the specification's own two sentences
 * on the screens it puts them on, "Awaiting admin confirmation." under a pending appointment on
 * the dashboard and the booking dialog's "...once it's confirmed by the admin."
 */
const SPEC_SENTENCES = [MESSAGES.dashboard.awaitingConfirmation, MESSAGES.booking.submitted];
/** The account menu's link to the admin area, which only admins see. */
const ADMIN_ONLY_KEYS = new Set(["link.adminHome"]);

/** Every string a catalogue (or the email texts) holds, by its path. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

const CLIENT_CATALOGUES = {
  common: commonEnglish,
  auth: authEnglish,
  booking: bookingEnglish,
  dashboard: dashboardEnglish,
  marketing: marketingEnglish,
  legal: legalEnglish,
  settings: settingsEnglish,
  mfa: mfaEnglish,
};

describe("how English speaks to clients about the office", () => {
  it.each(Object.entries(CLIENT_CATALOGUES))("the %s texts name the office, not an admin", (_name, catalogue) => {
    const admin = texts(catalogue).filter(([key, text]) => !ADMIN_ONLY_KEYS.has(key.split(".").slice(-2).join(".")) && /\badmins?\b/i.test(text));
    expect(admin).toEqual([]);
  });

  it("keeps the specification's sentences, each on its one screen", () => {
    const clientDir = fileURLToPath(new URL("..", import.meta.url));
    const sources = (readdirSync(clientDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".stories.tsx"))
      .map((file) => [file, readFileSync(join(clientDir, file), "utf8")] as const);
    const using = (key: string) => sources.filter(([, source]) => source.includes(`"${key}"`)).map(([file]) => file.replace(/\\/g, "/"));
    expect(using("dashboard.awaitingConfirmation")).toEqual(["features/dashboard/DashboardView.tsx"]);
    expect(using("booking.submitted")).toEqual(["features/booking/ResultDialog.tsx"]);
    expect(SPEC_SENTENCES).toEqual(["Awaiting admin confirmation.", "Appointment request received. You will be notified once it's confirmed by the admin."]);
  });
});
