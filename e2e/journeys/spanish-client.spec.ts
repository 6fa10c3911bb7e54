import { claimOpenDay } from "../booking-days";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

/** A business-local date as the Spanish calendars name their days: "lunes, 2 de marzo de 2026". */
const spanishDate = (date: string) =>
  new Intl.DateTimeFormat("es-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

test.use({ locale: "es-MX" });

/**
 * Issue 15: a visitor whose browser prefers Mexican Spanish registers, signs in and books
 * with every screen in Spanish, the server's own answers included, and the email that
 * confirms the request arrives in Spanish.
 */
test("a Spanish-speaking visitor registers, books entirely in Spanish and gets the email in Spanish", async ({ page, db }) => {
  const email = `espanol-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const date = claimOpenDay();
  try {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("banner").getByRole("link", { name: "Crear cuenta" }).click();
    await page.getByLabel("Nombre completo").fill("Lucía Hernández");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("secreto-seguro");
    await page.getByLabel("Confirmar contraseña").fill("secreto-seguro");
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(page).toHaveURL("/login");
    // The server's own sentence, in the page's language.
    await expect(page.getByText("Cuenta creada. Ahora inicie sesión.")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill("secreto-seguro");
    await page.getByRole("main").getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByText("No tiene citas programadas.")).toBeVisible();

    await page.goto("/book");
    await page.getByRole("radio", { name: "Impuestos personales" }).click();
    const day = page.getByRole("button", { name: spanishDate(date), exact: true });
    await expect(page.getByRole("button", { name: "Mes siguiente" })).toBeVisible();
    for (let months = 0; months < 24 && !(await day.isVisible()); months += 1) {
      await page.getByRole("button", { name: "Mes siguiente" }).click();
    }
    await day.click();
    const time = page.getByRole("group", { name: "Horarios disponibles" }).getByRole("button").first();
    await expect(time).toHaveText(/\d:\d\d [ap]\.m\./);
    await time.click();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const dialog = page.getByRole("dialog", { name: "Solicitud enviada" });
    await expect(dialog).toContainText("Recibimos su solicitud de cita.");

    expect((await db.user.findUniqueOrThrow({ where: { email } })).locale).toBe("es");
    const received = await waitForEmail(email, /^Recibimos su solicitud de cita para el /);
    expect(received.text).toContain("Impuestos personales");
    expect(received.text?.toLowerCase()).toContain(spanishDate(date));
  } finally {
    const user = await db.user.findFirst({ where: { email } });
    if (user) {
      await db.appointment.deleteMany({ where: { userId: user.id } });
      await db.user.delete({ where: { id: user.id } });
    }
  }
});
