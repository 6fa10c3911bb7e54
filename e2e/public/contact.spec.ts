import type { Page } from "@playwright/test";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { MESSAGES } from "../../server/shared/messages";
import { expect, test } from "../fixtures";
import { heldUntilReleased } from "../held-requests";

const CONTACT_CALL = "**/trpc/contact.send**";

async function fillIn(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Rosa Diaz");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("559-555-0199");
  await form.getByLabel("Message").fill("Do you prepare amended returns for 2024?");
  return form;
}

function uniqueEmail() {
  return `contact-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
}

test("a sent message shows 'Sending...', then the green confirmation, clears the form and is stored", async ({ page, db }) => {
  const email = uniqueEmail();
  const release = await heldUntilReleased(page, CONTACT_CALL);
  await page.goto("/contact");
  const form = await fillIn(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(form.getByRole("status")).toHaveText(MESSAGES.contact.sent);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  for (const label of ["Full Name", "Email", "Phone", "Message"]) {
    await expect(form.getByLabel(label)).toHaveValue("");
  }

  const stored = await db.contactMessage.findFirst({ where: { email } });
  expect(stored).toMatchObject({ name: "Rosa Diaz", phone: "559-555-0199", message: "Do you prepare amended returns for 2024?" });
});

test("the server's own message is shown when it sends one, and a new submit clears it", async ({ page }) => {
  let refuse = true;
  await page.route(CONTACT_CALL, async (route) => {
    if (!refuse) return route.continue();
    await route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify([
        { error: { message: API_MESSAGES.contact.tooMany, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } },
      ]),
    });
  });
  await page.goto("/");
  const form = await fillIn(page, uniqueEmail());
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toHaveText(API_MESSAGES.contact.tooMany);

  refuse = false;
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText(MESSAGES.contact.sent);
  await expect(form.getByRole("alert")).toHaveCount(0);
});

// One page through the contact page's map section and the form's refusals (a browser context
// costs as much as a page load on a 2-core machine; issue 28).
test("the contact page: the map section, an incomplete form the browser blocks, and a failure that keeps the values", async ({ page }) => {
  await page.goto("/contact");
  await test.step("the contact page ends with the map section; without a maps key it is an address card", async () => {
    await expect(page.getByRole("heading", { level: 2 }).last()).toHaveText("Find Us");
    await expect(page.getByRole("link", { name: "(559) 555-0123" }).last()).toHaveAttribute("href", "tel:+15595550123");
    await expect(page.getByRole("link", { name: "Get directions" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(page.locator('script[src*="maps.googleapis.com"]')).toHaveCount(0);
  });
  await test.step("the browser blocks an incomplete form: nothing is sent", async () => {
    let calls = 0;
    await page.route(CONTACT_CALL, (route) => {
      calls += 1;
      return route.continue();
    });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Full Name").fill("Rosa Diaz");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email")).toHaveJSProperty("validity.valid", false);
    await expect(form.getByLabel("Message")).toHaveJSProperty("validity.valueMissing", true);
    expect(calls).toBe(0);
    await page.unrouteAll();
  });
  await test.step("a failure without a server message shows the red fallback and keeps the values", async () => {
    await page.route(CONTACT_CALL, (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    const form = await fillIn(page, "keep@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toHaveText(MESSAGES.contact.failed);
    await expect(form.getByLabel("Full Name")).toHaveValue("Rosa Diaz");
    await expect(form.getByLabel("Email")).toHaveValue("keep@example.com");
    await expect(form.getByLabel("Message")).toHaveValue("Do you prepare amended returns for 2024?");
  });
});
