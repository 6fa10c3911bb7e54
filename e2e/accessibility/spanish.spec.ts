import { DAYS_AHEAD } from "../booking-days";
import { createAppointment, freeSlots, openDayAhead, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { expectAccessibleInBothSchemes, VIEWPORTS, type ViewportName } from "./page-checks";

/**
 * The accessibility suite in Spanish (issue 15): every route as a visitor whose browser
 * prefers Mexican Spanish sees it, on a phone and a desktop, light and dark. Longer Spanish
 * words must not break layouts (no sideways scrolling) nor contrast, and `<html lang>` is es.
 */
const SIGNED_OUT_PATHS = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=e2e-token",
  "/confirm-email?token=e2e-token",
  "/login?reason=idle",
  "/book",
  "/no-such-page",
];

const ADMIN_PATHS = [
  "/admin",
  "/admin/availability",
  "/admin/clients",
  "/admin/messages",
  "/admin/business",
  "/admin/email",
  "/admin/integrations",
  "/admin/activity",
];

test.use({ locale: "es-MX" });

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`in Spanish on a ${viewport}`, () => {
    test.use(VIEWPORTS[viewport]);

    for (const path of SIGNED_OUT_PATHS) {
      test(`${path}, signed out`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expectAccessibleInBothSchemes(page, viewport, page.getByRole("heading", { level: 1 }));
      });
    }

    test("/dashboard with a pending and a confirmed appointment, and /settings", async ({ page, request, db, createUser, signIn }) => {
      const client = await createUser({ fullName: uniqueName("Lupe") });
      const date = openDayAhead(viewport === "phone" ? DAYS_AHEAD.a11ySpanishPhone : DAYS_AHEAD.a11ySpanishDesktop);
      const [first, second] = await freeSlots(request, date);
      if (!first || !second) throw new Error(`no free slots on ${date}`);
      await createAppointment(db, { userId: client.id, time: first, status: "pending" });
      await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
      await signIn(client);
      await page.goto("/dashboard");
      await expect(page.getByText("Pendiente").first()).toBeVisible();
      await expectAccessibleInBothSchemes(page, viewport, page.getByText("Confirmada").first());
      await page.goto("/settings");
      await expectAccessibleInBothSchemes(page, viewport, page.getByRole("heading", { level: 1 }));
    });

    test("/mfa-setup for an admin without two-step sign-in, and the second step of the login", async ({ page, createUser, signIn }) => {
      await signIn(await createUser({ role: "admin", mfa: false }));
      await page.goto("/mfa-setup");
      await expect(page.getByLabel("Clave de configuración")).not.toHaveValue("");
      await expectAccessibleInBothSchemes(page, viewport, page.getByRole("heading", { level: 1 }));

      await page.context().clearCookies();
      const admin = await createUser({ role: "admin" });
      await page.goto("/login");
      await page.getByLabel("Correo electrónico").fill(admin.email);
      await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(admin.password);
      await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Inicio de sesión en dos pasos" })).toBeVisible();
      await expectAccessibleInBothSchemes(page, viewport, page.getByRole("button", { name: "Verificar" }));
    });

    for (const path of ADMIN_PATHS) {
      test(`${path}`, async ({ page, createUser, signIn }) => {
        await signIn(await createUser({ role: "admin" }));
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expectAccessibleInBothSchemes(page, viewport, page.getByRole("heading", { level: 1 }));
      });
    }
  });
}
