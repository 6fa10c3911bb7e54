import { expect, test } from "../fixtures";

/**
 * The owner's words in the appointment emails (issue 33, decision 0247): written on the email page,
 * previewed in the real email as they are typed, saved, then given back to the product's words.
 * That the sent emails carry them is held over a real SMTP server (email-texts.integration.test.ts).
 */
test("the owner writes the opening of the confirmation email and sees it in the preview of the real email", async ({ page, createUser, signIn }) => {
  const owner = await createUser({ role: "admin" });
  const words = `See you soon ${Date.now()}!`;
  await signIn(owner);
  await page.goto("/admin/email");
  const section = page.getByRole("region", { name: "Words in your emails" });
  await section.getByRole("combobox", { name: "Email" }).click();
  await page.getByRole("option", { name: "Appointment confirmed" }).click();
  await section.getByRole("checkbox", { name: "Use your own opening" }).check();
  const opening = section.getByRole("group", { name: "Opening" });
  await opening.getByRole("textbox", { name: "English" }).fill(words);
  await opening.getByRole("textbox", { name: "Spanish" }).fill(`¡Hasta pronto! ${words}`);
  const preview = section.frameLocator('iframe[title="Preview of the email"]');
  await expect(preview.getByText(words)).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Your appointment is confirmed" })).toBeVisible();
  await section.getByRole("button", { name: "Save this email" }).click();
  await expect(section.getByText("Saved. The next emails use these words.")).toBeVisible();

  await page.reload();
  await section.getByRole("combobox", { name: "Email" }).click();
  await page.getByRole("option", { name: "Appointment confirmed" }).click();
  await expect(section.getByRole("group", { name: "Opening" }).getByRole("textbox", { name: "English" })).toHaveValue(words);

  // Back to the product's words for the other specs.
  await section.getByRole("checkbox", { name: "Use your own opening" }).uncheck();
  await section.getByRole("button", { name: "Save this email" }).click();
  await expect(section.getByText("Saved. The next emails use these words.")).toBeVisible();
});
