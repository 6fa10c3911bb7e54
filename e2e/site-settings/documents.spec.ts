import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expectAccessible } from "../accessibility/page-checks";
import { weekdayAhead } from "../booking-days";
import { uniqueName } from "../booking-steps";
import { expect, test } from "../fixtures";

/**
 * Issue 34 (decision 0254): a client answers the intake questions on a phone and uploads a PDF and a
 * photo; the run's own clamd checks them; the appointment's preparer downloads them, as files; the
 * owner finds the downloads in the activity trail. Here, on the site-settings server: a preparer
 * changes every booking of the office, which no spec on the main server expects.
 */

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 900 };
/** Found while the run's clamd checks the files, which takes a few seconds; a condition, not a clock. */
const CHECKED = { timeout: 30_000 };

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const W2_ITEM = "Form W-2 from each employer";
const ID_ITEM = "A photo ID: driver's license, state ID or passport";

test("a client answers on a phone and uploads a PDF and a photo; their preparer downloads both; the trail shows it", async ({
  page,
  context,
  db,
  createUser,
  signIn,
}) => {
  const preparer = await createUser({ role: "preparer", fullName: uniqueName("Pia") });
  const client = await createUser({ fullName: uniqueName("Dora") });
  const owner = await createUser({ role: "admin" });
  const start = new Date(`${weekdayAhead(18)}T17:00:00.000Z`);
  const { id } = await db.appointment.create({ data: { userId: client.id, preparerId: preparer.id, service: "Personal Tax Prep", appointmentTime: start, status: "confirmed" } });
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#dde3ea" } }).jpeg().toBuffer();

  // The client, on a phone: from the dashboard to the appointment's page.
  await page.setViewportSize(PHONE);
  await signIn(client);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Questions and documents/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prepare for your appointment" })).toBeVisible();

  await page.getByRole("radio", { name: "Single", exact: true }).check();
  await page.getByLabel(/How many children or other dependents live with you\?/).fill("0");
  await page.getByRole("checkbox", { name: "A job (wages)" }).check();
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Your answers are saved, and your list of documents is up to date.")).toBeVisible();

  // Each file against its checklist item, through the phone's file picker.
  const upload = async (item: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: `Upload: ${item}` }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByText(`${file.name} was uploaded. We are checking it for viruses.`)).toBeVisible();
  };
  await upload(W2_ITEM, { name: "w2-2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload(ID_ITEM, { name: "license.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("list", { name: `Uploaded for: ${W2_ITEM}` })).toContainText("Received", CHECKED);
  await expect(page.getByRole("list", { name: `Uploaded for: ${ID_ITEM}` })).toContainText("Received", CHECKED);
  await expectAccessible(page, "phone", "light", page.getByRole("heading", { level: 1, name: "Prepare for your appointment" }));

  // Their preparer, at a desk, opens the folder from their own list and downloads both, as files.
  await page.goto("about:blank");
  await context.clearCookies();
  await page.setViewportSize(DESKTOP);
  await signIn(preparer);
  await page.goto("/admin");
  const own = page.getByRole("list", { name: "Your appointments" });
  await own.getByRole("button", { name: `Answers and documents of ${client.fullName}` }).click();
  await expect(own).toContainText("A job (wages)");
  const download = async (name: string) => {
    const started = page.waitForEvent("download");
    await own.getByRole("button", { name: `Download ${name}` }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe(name);
    return readFileSync(await file.path());
  };
  expect((await download("w2-2026.pdf")).equals(PDF)).toBe(true);
  expect((await download("license.jpg")).equals(photo)).toBe(true);
  await expect(own.getByText(/First downloaded/)).toHaveCount(2);

  // The owner sees both downloads in the trail, with who did them.
  await page.goto("about:blank");
  await context.clearCookies();
  await signIn(owner);
  await page.goto("/admin/activity");
  const downloads = page.getByText(`${preparer.fullName} downloaded a document of appointment ${id}.`);
  await expect(downloads).toHaveCount(2);
  await expect(page.getByText(`${client.fullName} uploaded a document to appointment ${id}.`)).toHaveCount(2);
});
