import type { Permission } from "./permissions";

/**
 * What each permission covers (docs/permissions.md is written from this table and the role table,
 * server/reliability/staff-permissions.test.ts). Its own module: the site's pages check permissions
 * on every load but never show these sentences, so they stay out of the bundle.
 */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<Permission, string>> = {
  appointments: "The office's appointments: list, search, confirm, reschedule, cancel, book for a client, private notes, history",
  schedule: "The week calendar and blocked periods",
  calendar_feed: "One's own calendar feed: the office's appointments with `schedule`, else a preparer's own",
  clients: "The client list",
  messages: "The contact inbox",
  hours: "Opening hours, closures and special hours, holidays",
  business: "The business profile, its photos, the home page's reviews and the site's texts",
  emails: "The email log, sending a failed email again, and the words of the appointment emails",
  integrations: "API keys and webhooks",
  activity: "The audit trail",
  reports: "The office's counts of appointments by status, this week and this season",
  own_appointments: "A preparer's own appointments: the ones assigned to them, with each client's name and contact",
  services: "The services the office offers: names and descriptions in both languages, prices, order, who offers each, retiring",
  team: "The staff: invite them, change their roles, deactivate and reactivate them",
  settings: "The office's settings: the cancel cutoff, how many open requests a client may hold, the reminder's lead time, the staff idle limit; who emails are from",
  documents:
    "Every client's intake answers and uploaded documents: read, download, ask for more, delete, keep past retention (a preparer has their own appointments' through `own_appointments`)",
};
