import type { Locator } from "@playwright/test";
import { claimOpenDay } from "../booking-days";
import { createAppointment, freeSlots, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";
import { expectAccessible, schemeFor, VIEWPORTS, type ViewportName } from "./page-checks";

/**
 * The accessibility suite in Spanish (issue 15), as one sweep over the routes (issue 28): every
 * route as a visitor whose browser prefers Mexican Spanish sees it, on a phone, where longer
 * Spanish words break layouts first. Nothing scrolls sideways, axe finds nothing and `<html lang>`
 * is es; the scheme alternates along the sweep (`schemeFor`). The desktop's layouts are checked in
 * Spanish by the Spanish stories of every screen, in both schemes, and the desktop's pages in
 * English by pages.spec.ts.
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
  "/remove-two-step?token=e2e-token",
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

const viewport: ViewportName = "phone";

test.describe(`in Spanish on a ${viewport}`, () => {
  test.use(VIEWPORTS[viewport]);

  test("every route: signed out, the login's second step, a client's, then an admin's", async ({
    page,
    request,
    db,
    createUser,
    signIn,
  }) => {
    const h1 = page.getByRole("heading", { level: 1 });
    let visited = 0;
    /** The page as it is now: in Spanish and accessible, in the scheme of its place in the sweep. */
    const check = async (route: string, ready: Locator) => {
      const scheme = schemeFor(viewport, visited++);
      await test.step(`${route} (${scheme})`, async () => {
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expectAccessible(page, viewport, scheme, ready);
      });
    };

    for (const path of SIGNED_OUT_PATHS) {
      await page.goto(path);
      await check(`${path}, signed out`, h1);
    }

    const admin = await createUser({ role: "admin" });
    await page.goto("/login");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inicio de sesión en dos pasos" })).toBeVisible();
    await check("/login, the second step", page.getByRole("button", { name: "Verificar" }));

    // A client with a pending and a confirmed appointment.
    const client = await createUser({ fullName: uniqueName("Lupe") });
    const date = claimOpenDay();
    const [first, second] = await freeSlots(request, date);
    if (!first || !second) throw new Error(`no free slots on ${date}`);
    await createAppointment(db, { userId: client.id, time: first, status: "pending" });
    await createAppointment(db, { userId: client.id, time: second, status: "confirmed" });
    await page.context().clearCookies();
    await signIn(client);
    await page.goto("/dashboard");
    await expect(page.getByText("Pendiente").first()).toBeVisible();
    await check("/dashboard with a pending and a confirmed appointment", page.getByText("Confirmada").first());
    await page.goto("/settings");
    await check("/settings", h1);

    // An admin who has yet to set up two-step sign-in.
    await page.context().clearCookies();
    await signIn(await createUser({ role: "admin", mfa: false }));
    await page.goto("/mfa-setup");
    await expect(page.getByLabel("Clave de configuración")).not.toHaveValue("");
    await check("/mfa-setup", h1);

    await page.context().clearCookies();
    await signIn(admin);
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await check(path, h1);
    }
  });
});
