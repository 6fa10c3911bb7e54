import { MESSAGES } from "../../server/shared/messages";
import { expect, test } from "../fixtures";

test("a message sent on /contact is read, answered and archived on /admin/messages", async ({ page, db, createUser, signIn }) => {
  const sender = `Inbox Sender ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill(sender);
  await form.getByLabel("Email").fill("inbox-sender@example.com");
  await form.getByLabel("Message").fill("Can you help with a late 2024 return?\nI also have a letter from the FTB.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(MESSAGES.contact.sent)).toBeVisible();

  try {
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin/messages");
    const item = page.getByRole("button", { name: new RegExp(sender) });
    await expect(item).toBeVisible();
    await item.click();
    const opened = page.getByRole("region", { name: new RegExp(sender) });
    await expect(opened.getByText("I also have a letter from the FTB.")).toBeVisible();
    await expect(opened.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      /^mailto:inbox-sender@example\.com\?subject=Re%3A%20Your%20message%20to%20/,
    );
    await expect
      .poll(async () => (await db.contactMessage.findFirstOrThrow({ where: { name: sender } })).status)
      .toBe("read");

    await opened.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("Message archived.")).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(sender) })).toHaveCount(0);
    await page.getByText("Archived", { exact: true }).click();
    await expect(page.getByRole("button", { name: new RegExp(sender) })).toBeVisible();
  } finally {
    await db.contactMessage.deleteMany({ where: { name: sender } });
  }
});
