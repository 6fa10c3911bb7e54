import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

/**
 * The owner makes the site theirs without touching code: a rename on /admin/business shows
 * on the next page load, in the raw HTML crawlers and link previews read, and in emails.
 */
test("the owner renames the business: the next page load, its raw HTML and the emails show the new name", async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser({ role: "admin", fullName: "Olivia Owner" });
  await signIn(admin);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Finish your business profile" }).click();
  await expect(page).toHaveURL(/\/admin\/business$/);

  await page.getByLabel("Business name").fill("Sierra Tax Studio");
  await page.getByLabel("Phone").fill("559.555.0150");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sierra Tax Studio" })).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Sierra Tax Studio" })).toBeVisible();
  await expect(page).toHaveTitle("About | Sierra Tax Studio | Fresno, CA");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "(559) 555-0150" })).toHaveAttribute("href", "tel:+15595550150");

  const raw = await (await request.get("/services")).text();
  expect(raw).toContain("<title>Our Services | Sierra Tax Studio | Fresno, CA</title>");
  expect(raw).toContain('<meta property="og:site_name" content="Sierra Tax Studio" />');

  const message = await request.post("/api/contact", {
    data: { name: "Preview Person", email: "preview-person@example.com", phone: "", message: "Hello" },
  });
  expect(message.status()).toBe(200);
  const mail = await waitForEmail(admin.email, /^New message from Preview Person$/);
  expect(mail.from?.value[0]?.name).toBe("Sierra Tax Studio");
  expect(mail.text).toContain("Sierra Tax Studio");
  expect(mail.text).toContain("(559) 555-0150");
});
