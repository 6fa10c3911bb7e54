import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/** Console warnings and errors of a page, e.g. Lingui's "Uncompiled message detected!". */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
  });
  return problems;
}

test.describe("a visitor whose browser prefers Mexican Spanish", () => {
  test.use({ locale: "es-MX" });

  test("gets the site in Spanish on the first visit, and English once they choose it, for good", async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "es");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Reservar cita" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Servicios" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Todos los derechos reservados.");
    await expect(page).toHaveTitle(/^Inicio \| /);

    await banner.getByRole("button", { name: "English" }).click();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(banner.getByRole("link", { name: "Book Appointment" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");

    await page.reload();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(banner.getByRole("button", { name: "Español" })).toBeVisible();
    // The shipped catalogues are compiled: Lingui has nothing to warn about.
    expect(problems.filter((text) => /message/i.test(text))).toEqual([]);
  });
});

// One page: the switch first (it starts from English), then a Spanish address (issue 28).
test("switching language keeps the page and what the visitor typed; a ?lang=es address opens in Spanish from the server on", async ({
  page,
  request,
}) => {
  await test.step("switching language keeps the page and what the visitor typed", async () => {
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const message = page.getByRole("textbox").last();
    await message.fill("¿Atienden los sábados?");
    await page.getByRole("banner").getByRole("button", { name: "Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(message).toHaveValue("¿Atienden los sábados?");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("es");
  });

  await test.step("a Spanish page address (?lang=es, as search engines list it) opens in Spanish from the server on", async () => {
    // Without the choice the step before stored: the address alone must make the page Spanish.
    await page.evaluate(() => localStorage.removeItem("lang"));
    const html = await (await request.get("/services?lang=es")).text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toMatch(/<title>Nuestros servicios \| /);
    await page.goto("/services?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/^Nuestros servicios \| /);
    await expect(page.getByRole("banner").getByRole("button", { name: "English" })).toBeVisible();
  });
});
