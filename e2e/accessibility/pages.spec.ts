import type { Page } from "@playwright/test";
import { totpCode } from "../../server/auth/totp";
import type { Db } from "../../server/db";
import { BUSINESS } from "../../server/shared/business";
import { MESSAGES } from "../../server/shared/messages";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, openAdminCalendarAt, openDayOnBookPage, uniqueName } from "../booking-steps";
import { expect, test, type E2eUser } from "../fixtures";
import { expectAccessible, schemeFor, VIEWPORTS, type Scheme, type ViewportName } from "./page-checks";

/**
 * Every route on a 390x844 phone and a 1366x768 desktop: no WCAG 2.1 A/AA violation and no
 * sideways scrolling on phones. Signed-in screens are checked with data in every state they
 * show. Each route or state is checked once per viewport, the colour scheme alternating
 * (`schemeFor`: the n-th entry declared below is light on a phone and dark on a desktop when n
 * is even, the reverse when odd), so each is seen in light on one viewport and in dark on the
 * other (issue 28). The scheme is in each test's title. Dialogs: dialogs.spec.ts.
 */

const SIGNED_OUT_PAGES = [
  { path: "/", h1: "Stress-Free Tax Services You Can Trust" },
  { path: "/services", h1: "Our Services" },
  { path: "/about", h1: `About ${BUSINESS.name}` },
  { path: "/contact", h1: "Get in Touch" },
  { path: "/privacy", h1: "Privacy Policy" },
  { path: "/terms", h1: "Terms of Service" },
  { path: "/login", h1: "Login" },
  { path: "/register", h1: "Create an Account" },
  { path: "/forgot-password", h1: "Forgot your password?" },
  { path: "/reset-password?token=e2e-token", h1: "Choose a new password" },
  // Issue 17: a confirmation link that does not work, and the login page after an idle sign-out.
  { path: "/confirm-email?token=e2e-token", h1: "Confirm your new email address" },
  { path: "/login?reason=idle", h1: "Login" },
  { path: "/book", h1: "Book an Appointment" },
  { path: "/no-such-page", h1: "We couldn't find that page" },
];

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`on a ${viewport}`, () => {
    test.use(VIEWPORTS[viewport]);
    // Entries are numbered in the order they are declared, the same on both viewports.
    let entries = 0;
    const nextScheme = () => schemeFor(viewport, entries++);

    {
      // One page goes through every signed-out route: a browser context costs as much as a page
      // load on a 2-core machine, and these routes need nothing of their own (issue 28).
      const routes = SIGNED_OUT_PAGES.map((route) => ({ ...route, scheme: nextScheme() }));
      test("every signed-out route, the scheme alternating", async ({ page }) => {
        for (const { path, h1, scheme } of routes) {
          await test.step(`${path} (${scheme})`, async () => {
            await page.goto(path);
            await expectAccessible(page, viewport, scheme, page.getByRole("heading", { level: 1, name: h1 }));
          });
        }
      });
    }

    {
      const scheme = nextScheme();
      test(`/book signed in, with a service, a day and a time chosen (${scheme})`, async ({ page, createUser, signIn }) => {
        await signIn(await createUser());
        const times = await openDayOnBookPage(page, "IRS Representation", claimOpenDay());
        await times.getByRole("button").first().click();
        await expectAccessible(page, viewport, scheme, page.getByRole("button", { name: MESSAGES.booking.submitRequest }));
      });
    }

    {
      const scheme = nextScheme();
      test(`/dashboard with a pending, a confirmed and a cancelled appointment (${scheme})`, async ({
        page,
        request,
        db,
        createUser,
        signIn,
      }) => {
        const client = await createUser({ fullName: uniqueName("Dale") });
        const date = claimOpenDay();
        const [first, second] = await freeSlots(request, date);
        if (!first || !second) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled", service: "IRS Representation" });
        await signIn(client);
        await page.goto("/dashboard");
        await expect(page.getByRole("region", { name: "Your appointments" }).getByRole("listitem")).toHaveCount(3);
        await expectAccessible(page, viewport, scheme, page.getByText(MESSAGES.dashboard.awaitingConfirmation));
      });
    }

    {
      const scheme = nextScheme();
      test(`/dashboard with no appointments (${scheme})`, async ({ page, createUser, signIn }) => {
        await signIn(await createUser());
        await page.goto("/dashboard");
        await expectAccessible(page, viewport, scheme, page.getByText(MESSAGES.dashboard.empty));
      });
    }

    {
      const scheme = nextScheme();
      test(`/settings (${scheme})`, async ({ page, createUser, signIn }) => {
        await signIn(await createUser());
        await page.goto("/settings");
        // Issue 17: with the signed-in devices loaded.
        await expect(page.getByText("This device")).toBeVisible();
        await expectAccessible(page, viewport, scheme, page.getByRole("heading", { level: 1, name: "Settings" }));
      });
    }

    {
      const [steps, codes] = [nextScheme(), nextScheme()];
      test(`/mfa-setup for an admin without two-step sign-in: the steps (${steps}), then the recovery codes (${codes})`, async ({
        page,
        createUser,
        signIn,
      }) => {
        await signIn(await createUser({ role: "admin", mfa: false }));
        await page.goto("/mfa-setup");
        const key = page.getByLabel("Setup key");
        await expect(key).not.toHaveValue("");
        await expectAccessible(page, viewport, steps, page.getByRole("img", { name: /QR code/ }));
        const secret = (await key.inputValue()).replace(/\s+/g, "");
        await page.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
        await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
        await expectAccessible(page, viewport, codes, page.getByRole("list", { name: "Recovery codes" }));
      });
    }

    {
      const scheme = nextScheme();
      test(`/login, the second step with a wrong code (${scheme})`, async ({ page, createUser }) => {
        const admin = await createUser({ role: "admin" });
        await page.goto("/login");
        await page.getByLabel("Email address").fill(admin.email);
        await page.getByRole("textbox", { name: "Password", exact: true }).fill(admin.password);
        await page.getByRole("button", { name: "Login" }).click();
        await page.getByLabel("Code").fill("not-a-code");
        await page.getByRole("button", { name: "Verify" }).click();
        await expectAccessible(page, viewport, scheme, page.getByRole("alert"));
      });
    }

    {
      const scheme = nextScheme();
      test(`/settings with two-step sign-in on (${scheme})`, async ({ page, createUser, signIn }) => {
        await signIn(await createUser({ role: "admin" }));
        await page.goto("/settings");
        const card = page.getByRole("region", { name: "Two-step sign-in" });
        await expectAccessible(page, viewport, scheme, card.getByText(/unused codes? left$/));
      });
    }

    {
      const scheme = nextScheme();
      test(`/admin with appointments in every status (${scheme})`, async ({ page, request, db, createUser, signIn }) => {
        const client = await createUser({ fullName: uniqueName("Ari") });
        const date = claimOpenDay();
        const [first, second] = await freeSlots(request, date);
        if (!first || !second) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled" });
        await signIn(await createUser({ role: "admin" }));
        await page.goto("/admin");
        const entries = page.getByRole(viewport === "phone" ? "listitem" : "row").filter({ hasText: client.fullName });
        await expect(entries).toHaveCount(3);
        await expectAccessible(page, viewport, scheme, entries.first());
      });
    }

    {
      const [week, details] = [nextScheme(), nextScheme()];
      test(`/admin as a week calendar, with a blocked period (${week}), and an appointment's details open (${details})`, async ({
        page,
        request,
        db,
        createUser,
        signIn,
      }) => {
        const client = await createUser({ fullName: uniqueName("Noa") });
        const admin = await createUser({ role: "admin" });
        const date = claimOpenDay();
        const [first, second, third] = await freeSlots(request, date);
        if (!first || !second || !third) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled" });
        await db.blockedTime.create({ data: { startTime: new Date(third), endTime: new Date(new Date(third).getTime() + 3_600_000), reason: "Training", createdById: admin.id } });
        await signIn(admin);
        await openAdminCalendarAt(page, date);
        const pending = page.getByRole("button", { name: new RegExp(`^Pending: ${client.fullName}`) });
        await expectAccessible(page, viewport, week, pending);
        await pending.getByText(`Pending: ${client.fullName}`).click();
        await expectAccessible(page, viewport, details, page.getByRole("dialog", { name: client.fullName }));
      });
    }

    {
      // The admin's pages with data, one after another in one page as one admin (a browser
      // context costs as much as a page load on a 2-core machine; issue 28). Each step arranges
      // its own rows and removes them.
      type On = { page: Page; db: Db; admin: E2eUser; createUser: (options?: { fullName?: string }) => Promise<E2eUser> };
      const adminPages: { title: string; scheme: Scheme; check: (scheme: Scheme, on: On) => Promise<void> }[] = [];
      const adminPage = (title: string, check: (scheme: Scheme, on: On) => Promise<void>) =>
        adminPages.push({ title, scheme: nextScheme(), check });
      adminPage("/admin/email with a sent and a failed email", async (scheme, { page, db }) => {
        const tag = `a11y-${viewport}-${Math.random().toString(36).slice(2, 8)}`;
        const row = (status: string, lastError: string | null) => ({
          kind: "office.contact-message",
          payload: "{}",
          recipient: `${tag}-${status}@example.com`,
          subject: `New message from ${tag}`,
          messageId: `<${tag}-${status}@e2e>`,
          status,
          attempts: 1,
          lastError,
          dueAt: new Date(),
        });
        try {
          await db.outboxMessage.createMany({ data: [row("sent", null), row("failed", "550 5.1.1 Mailbox unavailable")] });
          await page.goto("/admin/email");
          const resend = page.getByRole("button", { name: `Resend "New message from ${tag}" to ${tag}-failed@example.com` });
          await expectAccessible(page, viewport, scheme, resend);
        } finally {
          await db.outboxMessage.deleteMany({ where: { recipient: { startsWith: tag } } });
        }
      });
      adminPage("/admin/integrations with keys, a webhook and its deliveries", async (scheme, { page, db }) => {
        const tag = `a11y-${viewport}-${Math.random().toString(36).slice(2, 8)}`;
        const url = `https://hooks.example.com/${tag}`;
        const delivery = (status: string, responseCode: number | null, lastError: string | null) => ({
          channel: "webhook",
          kind: "contact.received",
          payload: "{}",
          recipient: url,
          subject: "contact.received",
          messageId: `msg_${tag}-${status}`,
          status,
          attempts: 1,
          responseCode,
          lastError,
          dueAt: new Date(),
        });
        try {
          await db.apiKey.createMany({
            data: [
              { name: `${tag} reader`, scope: "read", prefix: "txp_a11yRead", hash: `${tag}-read` },
              { name: `${tag} old`, scope: "write", prefix: "txp_a11yOld0", hash: `${tag}-old`, revokedAt: new Date() },
            ],
          });
          await db.webhookEndpoint.create({ data: { url, events: JSON.stringify(["contact.received"]), secret: `whsec_${tag}` } });
          await db.outboxMessage.createMany({ data: [delivery("sent", 200, null), delivery("failed", 500, "The endpoint answered 500.")] });
          await page.goto("/admin/integrations");
          const again = page.getByRole("button", { name: `Send again: "Contact message received" to ${url}` });
          await expect(again).toHaveCount(2);
          await expectAccessible(page, viewport, scheme, again.first());
        } finally {
          await db.outboxMessage.deleteMany({ where: { recipient: url } });
          await db.webhookEndpoint.deleteMany({ where: { url } });
          await db.apiKey.deleteMany({ where: { name: { startsWith: tag } } });
        }
      });
      adminPage("/admin/activity with recorded events", async (scheme, { page, db, admin }) => {
        // Records are only ever added: these stay, like every other record of the e2e database.
        await db.auditEvent.createMany({
          data: [
            { at: new Date(), userId: admin.id, actorLabel: admin.fullName, action: "auth.sign_in", subjectType: "user", subjectId: String(admin.id), ip: "127.0.0.1" },
            { at: new Date(), actorLabel: "a11y@example.com", action: "auth.sign_in_failed", ip: "203.0.113.9", details: JSON.stringify({ email: "a11y@example.com" }) },
          ],
        });
        await page.goto("/admin/activity");
        await expectAccessible(page, viewport, scheme, page.getByText(`${admin.fullName} signed in.`).first());
      });
      adminPage("/admin/messages with an unread message opened", async (scheme, { page, db }) => {
        const name = `A11y Sender ${viewport} ${Math.random().toString(36).slice(2, 8)}`;
        try {
          await db.contactMessage.create({ data: { name, email: "a11y-sender@example.com", message: "Hello\nDo you do payroll?" } });
          await page.goto("/admin/messages");
          await page.getByRole("button", { name: new RegExp(name) }).click();
          const opened = page.getByRole("region", { name: new RegExp(name) });
          await expectAccessible(page, viewport, scheme, opened.getByRole("link", { name: "Reply by email" }));
        } finally {
          await db.contactMessage.deleteMany({ where: { name } });
        }
      });
      adminPage("/admin/clients with a client's history open", async (scheme, { page, createUser }) => {
        const client = await createUser({ fullName: uniqueName("Hana") });
        await page.goto("/admin/clients");
        await page.getByLabel("Find a client").fill(client.email);
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await page.getByRole("button", { name: `Appointment history of ${client.fullName}` }).click();
        const dialog = page.getByRole("dialog", { name: `${client.fullName}: appointments` });
        await expectAccessible(page, viewport, scheme, dialog.getByText("No appointments yet."));
      });
      adminPage("/admin/business with the placeholder profile", async (scheme, { page }) => {
        await page.goto("/admin/business");
        await expectAccessible(page, viewport, scheme, page.getByRole("button", { name: "Save profile" }));
      });
      adminPage("/admin/availability with blocked periods", async (scheme, { page, db, admin }) => {
        const date = claimOpenDay();
        const reason = `E2E a11y ${viewport} ${Math.random().toString(36).slice(2, 8)}`;
        try {
          await db.blockedTime.create({
            data: { startTime: new Date(`${date}T17:00:00Z`), endTime: new Date(`${date}T19:00:00Z`), reason, createdById: admin.id },
          });
          await db.blockedTime.create({
            data: { startTime: new Date(`${date}T21:00:00Z`), endTime: new Date(`${date}T22:00:00Z`), createdById: admin.id },
          });
          await page.goto("/admin/availability");
          await expectAccessible(page, viewport, scheme, page.getByRole("listitem").filter({ hasText: reason }));
        } finally {
          await db.blockedTime.deleteMany({ where: { createdById: admin.id } });
        }
      });

      test("the admin's pages with data, the scheme alternating", async ({ page, db, createUser, signIn }) => {
        const admin = await createUser({ role: "admin" });
        await signIn(admin);
        for (const { title, scheme, check } of adminPages) {
          await test.step(`${title} (${scheme})`, () => check(scheme, { page, db, admin, createUser }));
        }
      });
    }
  });
}

/**
 * The two menus exist on one viewport each, so each is checked once, in opposite schemes; their
 * other scheme is the story tests' (MobileNavDrawer and TopBar stories, axe in light and dark).
 */
test.describe("on a phone, with the menu open", () => {
  test.use(VIEWPORTS.phone);

  test("the navigation drawer of an admin (dark)", async ({ page, createUser, signIn }) => {
    await signIn(await createUser({ role: "admin", fullName: "Erin Admin" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: BUSINESS.name });
    await expectAccessible(page, "phone", "dark", drawer.getByRole("link", { name: "Manage Availability" }));
    await expect(page.getByRole("banner")).toHaveCount(1);
  });
});

test.describe("on a desktop, with the account menu open", () => {
  test.use(VIEWPORTS.desktop);

  test("the account menu of an admin (light)", async ({ page, createUser, signIn }) => {
    await signIn(await createUser({ role: "admin", fullName: "Erin Admin" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Hi, Erin!" }).click();
    await expectAccessible(page, "desktop", "light", page.getByRole("menuitem", { name: "Manage Availability" }));
  });
});
