import type { APIRequestContext, Page } from "@playwright/test";
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
 * other (issue 28). The scheme is in each step's title. Dialogs: dialogs.spec.ts.
 *
 * Per viewport there are three tests, each one page going through its routes as steps: signed
 * out, a client, an admin. A new browser context and its first page load cost about 2 s of CPU
 * on a 2-core machine; a step costs a navigation. The steps check what the separate tests did.
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
  // Issue 29 item 1: the form a password-change email's removal link opens.
  { path: "/remove-two-step?token=e2e-token", h1: "Remove two-step sign-in" },
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
      // load on a 2-core machine, and these routes need nothing of their own (issue 28). On a
      // phone they are swept in Spanish instead (spanish.spec.ts, the same routes in the same
      // order, each in the other scheme than here): longer words break a phone's layout first,
      // and the English phone sweep found nothing that one did not (decision 0232). The schemes
      // are still handed out on both viewports, so the signed-in entries keep their places.
      const routes = SIGNED_OUT_PAGES.map((route) => ({ ...route, scheme: nextScheme() }));
      if (viewport === "desktop") test("every signed-out route, the scheme alternating", async ({ page }) => {
        for (const { path, h1, scheme } of routes) {
          await test.step(`${path} (${scheme})`, async () => {
            await page.goto(path);
            await expectAccessible(page, viewport, scheme, page.getByRole("heading", { level: 1, name: h1 }));
          });
        }
      });
    }

    {
      // A client's pages, one after another in one page as one client (a browser context costs as
      // much as a page load on a 2-core machine; issue 28). The empty dashboard comes first, the
      // one with appointments last: the steps share the client.
      type On = { page: Page; request: APIRequestContext; db: Db; client: E2eUser };
      const clientPages: { title: string; scheme: Scheme; check: (scheme: Scheme, on: On) => Promise<void> }[] = [];
      const clientPage = (title: string, check: (scheme: Scheme, on: On) => Promise<void>) =>
        clientPages.push({ title, scheme: nextScheme(), check });
      clientPage("/dashboard with no appointments", async (scheme, { page }) => {
        await page.goto("/dashboard");
        await expectAccessible(page, viewport, scheme, page.getByText(MESSAGES.dashboard.empty));
      });
      clientPage("/settings", async (scheme, { page }) => {
        await page.goto("/settings");
        // Issue 17: with the signed-in devices loaded.
        await expect(page.getByText("This device")).toBeVisible();
        await expectAccessible(page, viewport, scheme, page.getByRole("heading", { level: 1, name: "Settings" }));
      });
      clientPage("/book signed in, with a service, a day and a time chosen", async (scheme, { page }) => {
        const times = await openDayOnBookPage(page, "IRS Representation", claimOpenDay());
        await times.getByRole("button").first().click();
        await expectAccessible(page, viewport, scheme, page.getByRole("button", { name: MESSAGES.booking.submitRequest }));
      });
      clientPage("/dashboard with a pending, a confirmed and a cancelled appointment", async (scheme, { page, request, db, client }) => {
        const date = claimOpenDay();
        const [first, second] = await freeSlots(request, date);
        if (!first || !second) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled", service: "IRS Representation" });
        await page.goto("/dashboard");
        await expect(page.getByRole("region", { name: "Your appointments" }).getByRole("listitem")).toHaveCount(3);
        await expectAccessible(page, viewport, scheme, page.getByText(MESSAGES.dashboard.awaitingConfirmation));
      });

      test("a client's pages, the scheme alternating", async ({ page, request, db, createUser, signIn }) => {
        const client = await createUser({ fullName: uniqueName("Dale") });
        await signIn(client);
        for (const { title, scheme, check } of clientPages) {
          await test.step(`${title} (${scheme})`, () => check(scheme, { page, request, db, client }));
        }
      });
    }

    {
      // The admin's pages, one after another in one page as one admin (issue 28). Each step
      // arranges its own rows (and, where it removes them, removes them); the last two steps
      // change who is signed in: an admin without two-step sign-in, then nobody.
      type On = {
        page: Page;
        request: APIRequestContext;
        db: Db;
        admin: E2eUser;
        createUser: (options?: { fullName?: string; role?: "admin"; mfa?: boolean }) => Promise<E2eUser>;
        signIn: (user: E2eUser) => Promise<void>;
        signOut: () => Promise<void>;
      };
      const adminPages: { title: string; scheme: Scheme; check: (scheme: Scheme, on: On) => Promise<void> }[] = [];
      const adminPage = (title: string, check: (scheme: Scheme, on: On) => Promise<void>) =>
        adminPages.push({ title, scheme: nextScheme(), check });
      adminPage("/admin with appointments in every status", async (scheme, { page, request, db, createUser }) => {
        const client = await createUser({ fullName: uniqueName("Ari") });
        const date = claimOpenDay();
        const [first, second] = await freeSlots(request, date);
        if (!first || !second) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled" });
        await page.goto("/admin");
        const entries = page.getByRole(viewport === "phone" ? "listitem" : "row").filter({ hasText: client.fullName });
        await expect(entries).toHaveCount(3);
        await expectAccessible(page, viewport, scheme, entries.first());
      });
      adminPage("/admin as a week calendar, with a blocked period", async (scheme, { page, request, db, admin, createUser }) => {
        const client = await createUser({ fullName: uniqueName("Noa") });
        const date = claimOpenDay();
        const [first, second, third] = await freeSlots(request, date);
        if (!first || !second || !third) throw new Error(`no free slots on ${date}`);
        await createAppointment(db, { userId: client.id, time: first, status: "pending" });
        await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
        await createAppointment(db, { userId: client.id, time: second, status: "cancelled" });
        await db.blockedTime.create({ data: { startTime: new Date(third), endTime: new Date(new Date(third).getTime() + 3_600_000), reason: "Training", createdById: admin.id } });
        await openAdminCalendarAt(page, date);
        const pending = page.getByRole("button", { name: new RegExp(`^Pending: ${client.fullName}`) });
        await expectAccessible(page, viewport, scheme, pending);
        await pending.getByText(`Pending: ${client.fullName}`).click();
      });
      adminPage("the week calendar's appointment details", async (scheme, { page }) => {
        // The dialog the step before opened.
        await expectAccessible(page, viewport, scheme, page.getByRole("dialog", { name: /^Noa / }));
        await page.keyboard.press("Escape");
      });
      adminPage("/settings with two-step sign-in on", async (scheme, { page }) => {
        await page.goto("/settings");
        const card = page.getByRole("region", { name: "Two-step sign-in" });
        await expectAccessible(page, viewport, scheme, card.getByText(/unused codes? left$/));
      });
      adminPage(viewport === "phone" ? "the navigation drawer" : "the account menu", async (scheme, { page, admin }) => {
        await page.goto("/");
        if (viewport === "phone") {
          await page.getByRole("button", { name: "Open navigation" }).click();
          const drawer = page.getByRole("dialog", { name: BUSINESS.name });
          await expectAccessible(page, viewport, scheme, drawer.getByRole("link", { name: "Manage Availability" }));
          await expect(page.getByRole("banner")).toHaveCount(1);
        } else {
          await page.getByRole("button", { name: `Hi, ${admin.fullName.split(" ")[0]}!` }).click();
          await expectAccessible(page, viewport, scheme, page.getByRole("menuitem", { name: "Manage Availability" }));
        }
        await page.keyboard.press("Escape");
      });
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
      adminPage("/mfa-setup for an admin without two-step sign-in: the steps", async (scheme, { page, createUser, signIn }) => {
        await signIn(await createUser({ role: "admin", mfa: false }));
        await page.goto("/mfa-setup");
        await expect(page.getByLabel("Setup key")).not.toHaveValue("");
        await expectAccessible(page, viewport, scheme, page.getByRole("img", { name: /QR code/ }));
      });
      adminPage("/mfa-setup's recovery codes", async (scheme, { page }) => {
        const secret = (await page.getByLabel("Setup key").inputValue()).replace(/\s+/g, "");
        await page.getByLabel("6-digit code").fill(totpCode(secret, new Date()));
        await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
        await expectAccessible(page, viewport, scheme, page.getByRole("list", { name: "Recovery codes" }));
      });
      adminPage("/login, the second step with a wrong code", async (scheme, { page, admin, signOut }) => {
        await signOut();
        await page.goto("/login");
        await page.getByLabel("Email address").fill(admin.email);
        await page.getByRole("textbox", { name: "Password", exact: true }).fill(admin.password);
        await page.getByRole("button", { name: "Login" }).click();
        await page.getByLabel("Code").fill("not-a-code");
        await page.getByRole("button", { name: "Verify" }).click();
        await expectAccessible(page, viewport, scheme, page.getByRole("alert"));
      });

      test("an admin's pages, the scheme alternating", async ({ page, context, request, db, createUser, signIn }) => {
        const admin = await createUser({ role: "admin", fullName: uniqueName("Erin") });
        await signIn(admin);
        // Leave the page first: its calls still in flight would meet the cleared cookies and their
        // cookie-clearing answers could land after the next sign-in (as in auth.spec.ts).
        const signOut = async () => {
          await page.goto("about:blank");
          await context.clearCookies();
        };
        for (const { title, scheme, check } of adminPages) {
          await test.step(`${title} (${scheme})`, () => check(scheme, { page, request, db, admin, createUser, signIn, signOut }));
        }
      });
    }
  });
}
