import { MESSAGES } from "../../server/shared/messages";
import { expectAccessible } from "../accessibility/page-checks";
import { weekdayAhead } from "../booking-days";
import { chooseDate, uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * The office's own services (issue 32, decision 0237). Here, on the site-settings server: a service
 * added shows on every page's services for the rest of the run, until this test retires it.
 */


test("the owner adds a two-hour service one preparer offers, with a from price; the site shows it, a client books it with that preparer, and once retired it is gone", async ({
  page,
  context,
  createUser,
  signIn,
}) => {
  const owner = await createUser({ role: "admin" });
  const ana = await createUser({ role: "preparer", fullName: uniqueName("Ana") });
  await createUser({ role: "preparer", fullName: uniqueName("Ben") });
  const client = await createUser({ fullName: uniqueName("Cleo") });
  const name = uniqueName("Bookkeeping");

  await signIn(owner);
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await expectAccessible(page, "desktop", "light", page.getByRole("list", { name: "Services" }));
  await page.getByRole("button", { name: "Add a service" }).click();
  const form = page.getByRole("dialog", { name: "Add a service" });
  await form.getByRole("textbox", { name: "Name (English)" }).fill(name);
  await form.getByRole("textbox", { name: "Name (Spanish)" }).fill(`Contabilidad ${name.split(" ").at(-1)}`);
  await form.getByRole("textbox", { name: "Description (English)" }).fill("Monthly books for small businesses.");
  await form.getByRole("textbox", { name: "Description (Spanish)" }).fill("Contabilidad mensual para pequeños negocios.");
  await form.getByRole("textbox", { name: "Price in dollars" }).fill("125");
  await form.getByRole("checkbox", { name: /starting price/ }).check();
  await form.getByRole("combobox", { name: "Length" }).click();
  await page.getByRole("option", { name: "2 hours" }).click();
  await form.getByRole("textbox", { name: "Minutes kept free after it" }).fill("15");
  // By keyboard: the field's pills box, not its input, takes a pointer's click.
  await form.getByRole("combobox", { name: "Preparers who offer it" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.getByRole("option", { name: ana.fullName }).click();
  // The list stays open for more choices; leaving the field closes it.
  await page.keyboard.press("Tab");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} was added. Clients can book it now.`)).toBeVisible();
  const card = page.getByRole("list", { name: "Services" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("From $125");
  await expect(card).toContainText(`Offered by ${ana.fullName}`);
  await expect(card).toContainText("Lasts 2 hours, then 15 minutes kept free");

  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(page.getByText("From $125")).toBeVisible();

  // The client: only Ana offers it, so there is no one to choose between, and she takes it.
  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(client);
  await page.goto("/book");
  await expect(page.getByRole("radio", { name: new RegExp(name) })).toContainText("2 hours");
  await page.getByRole("radio", { name: new RegExp(name) }).click();
  await expect(page.getByRole("radiogroup", { name: "Who would you like to see?" })).toHaveCount(0);
  await chooseDate(page, weekdayAhead(20));
  await page.getByRole("group", { name: "Available times" }).getByRole("button", { name: "9:00 AM" }).click();
  await page.getByRole("button", { name: MESSAGES.booking.submitRequest }).click();
  await page.getByRole("dialog", { name: MESSAGES.booking.submittedTitle }).getByRole("button", { name: "Go to my appointments" }).click();
  const mine = page.getByRole("region", { name: "Your appointments" }).getByRole("listitem");
  await expect(mine).toContainText(name);
  await expect(mine).toContainText(`With ${ana.fullName}`);

  // Retired: off the site; the client's appointment keeps it.
  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(owner);
  await page.goto("/admin/services");
  await page.getByRole("button", { name: `Retire ${name}` }).click();
  await expect(page.getByText(`${name} is retired.`)).toBeVisible();
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 3, name: "Personal Tax Prep" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toHaveCount(0);
});
