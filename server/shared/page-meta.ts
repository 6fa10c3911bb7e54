/**
 * Every page's title and description in one table, used by the server (the HTML it sends,
 * so link previews and crawlers see them without JavaScript) and by the client (the title
 * as the visitor moves between pages). Titles follow '{page} | {business} | {city}'
 * (docs/product.md §1).
 */
export type PageBusiness = { name: string; city: string };

export type PageMeta = {
  /** The page's own name, the first part of the document title. */
  title: string;
  description: string;
  /** Signed-in and transient pages stay out of search engines and the sitemap. */
  noindex?: boolean;
};

export type PageMetaOf = (business: PageBusiness) => PageMeta;

export const PAGE_META = {
  "/": (b) => ({
    title: "Home",
    description: `${b.name} in ${b.city}: personal tax preparation, business tax services and IRS representation. Book an appointment online.`,
  }),
  "/services": () => ({
    title: "Our Services",
    description:
      "Personal tax prep, business tax services for LLCs and S-corps, and IRS representation: everything you need for tax season in one local office.",
  }),
  "/about": (b) => ({
    title: "About",
    description: `Who we are: ${b.name}, a local tax-preparation office in ${b.city} serving individuals and small businesses.`,
  }),
  "/contact": () => ({
    title: "Contact",
    description: "Send us a message, call the office, or find us on the map. We answer within one business day.",
  }),
  "/privacy": (b) => ({
    title: "Privacy Policy",
    description: `How ${b.name} collects, uses and protects your personal and tax information, and your California privacy rights.`,
  }),
  "/terms": (b) => ({
    title: "Terms of Service",
    description: `The terms for using the ${b.name} website, your client account and online appointment requests.`,
  }),
  "/book": (b) => ({
    title: "Book an Appointment",
    description: `Request an appointment with ${b.name} in ${b.city}: choose a service, a day and a time.`,
  }),
  "/login": (b) => ({ title: "Login", description: `Sign in to your ${b.name} account to book and manage appointments.` }),
  "/register": (b) => ({ title: "Register", description: `Create a ${b.name} client account to request appointments online.` }),
  "/forgot-password": (b) => ({ title: "Forgot Password", description: `Reset the password of your ${b.name} account.`, noindex: true }),
  "/reset-password": (b) => ({ title: "Reset Password", description: `Choose a new password for your ${b.name} account.`, noindex: true }),
  "/confirm-email": (b) => ({ title: "Confirm Email", description: `Confirm the new email address of your ${b.name} account.`, noindex: true }),
  "/remove-two-step": (b) => ({
    title: "Remove Two-Step Sign-In",
    description: `Remove the second factors of your ${b.name} account with the link from your email.`,
    noindex: true,
  }),
  "/dashboard": (b) => ({ title: "My Appointments", description: `Your appointments with ${b.name} and their status.`, noindex: true }),
  "/dashboard/appointments/:id": (b) => ({
    title: "Prepare for your appointment",
    description: `Answer a few questions and send ${b.name} the documents your appointment needs.`,
    noindex: true,
  }),
  "/settings": (b) => ({ title: "Settings", description: `Update your ${b.name} profile and password.`, noindex: true }),
  "/mfa-setup": (b) => ({ title: "Two-Step Sign-In", description: `Protect your ${b.name} account with a second step at sign-in.`, noindex: true }),
  "/admin": (b) => ({ title: "Admin Home", description: `All ${b.name} appointments: confirm, reschedule or cancel.`, noindex: true }),
  "/admin/availability": (b) => ({
    title: "Manage Availability",
    description: `Opening hours, closures and blocked periods of ${b.name}.`,
    noindex: true,
  }),
  "/admin/clients": (b) => ({ title: "Clients", description: `${b.name}'s clients and their appointments.`, noindex: true }),
  "/admin/messages": (b) => ({ title: "Messages", description: `Messages sent to ${b.name} from the contact form.`, noindex: true }),
  "/admin/business": (b) => ({ title: "Business Profile", description: `The details ${b.name} shows on its pages and in its emails.`, noindex: true }),
  "/admin/email": (b) => ({ title: "Email", description: `Emails sent by the ${b.name} website.`, noindex: true }),
  "/admin/integrations": (b) => ({
    title: "Integrations",
    description: `API keys and webhooks that connect outside tools to ${b.name}.`,
    noindex: true,
  }),
  "/admin/activity": (b) => ({ title: "Activity", description: `Who did what on the ${b.name} website, and when.`, noindex: true }),
  "/admin/staff": (b) => ({ title: "Staff", description: `Who works at ${b.name}, in what role, and who can sign in.`, noindex: true }),
  "/admin/services": (b) => ({ title: "Services", description: `The services clients can book with ${b.name}, in both languages, with prices.`, noindex: true }),
  "/admin/reviews": (b) => ({ title: "Reviews", description: `The clients' reviews the ${b.name} home page shows, in order.`, noindex: true }),
} as const satisfies Record<string, PageMetaOf>;

export type PagePath = keyof typeof PAGE_META;

export const NOT_FOUND_META: PageMeta = {
  title: "Page Not Found",
  description: "The page you were looking for does not exist.",
  noindex: true,
};

/** Every page's title and description in one language. */
export type PageMetaTable = { readonly [Path in PagePath]: PageMetaOf };

/** A pattern's `:name` part stands for a record's id: a positive whole number, written without leading zeros. */
const ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** The table's patterns (`/dashboard/appointments/:id`), each cut into its segments. */
const PATTERNS = (Object.keys(PAGE_META) as PagePath[]).filter((key) => key.includes("/:")).map((key) => ({ key, segments: key.split("/") }));

/**
 * The table's entry for a path: the path itself for a page of its own, the pattern it fills in
 * for a page of one record (`/dashboard/appointments/12` is `/dashboard/appointments/:id`), null
 * for an unknown path.
 */
export function pagePathOf(path: string): PagePath | null {
  if (Object.hasOwn(PAGE_META, path) && !path.includes("/:")) return path as PagePath;
  const segments = path.split("/");
  const found = PATTERNS.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, index) => (part.startsWith(":") ? ID_SEGMENT.test(segments[index] ?? "") : part === segments[index])),
  );
  return found?.key ?? null;
}

/** A page's title and description from `table` (English unless given), null for an unknown path. */
export function pageMetaFor(path: string, business: PageBusiness, table: PageMetaTable = PAGE_META): PageMeta | null {
  const key = pagePathOf(path);
  return key ? table[key](business) : null;
}

export function formatPageTitle(page: string, business: PageBusiness): string {
  return `${page} | ${business.name} | ${business.city}`;
}

/** The public pages, for the sitemap. */
export const PUBLIC_PAGES = (Object.keys(PAGE_META) as PagePath[]).filter(
  (path) => !(PAGE_META[path] as PageMetaOf)({ name: "", city: "" }).noindex,
);
