import sharp from "sharp";
import { expect, test } from "../fixtures";
import { waitForEmail } from "../mailbox";

// Each test saves the whole profile form: side by side, one would write back what the other just
// changed (the rename). In order, each starts from what the last one saved.
test.describe.configure({ mode: "default" });

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

/**
 * Issue 19: the owner's photo in the home hero (sized, fetched first, preloaded by the HTML) and the
 * trust row's facts, and each page saying the address and the hours once.
 */
test("the owner sets a hero photo, the year the office opened and walk-ins: the home page shows them", async ({
  browser,
  baseURL,
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser({ role: "admin" });
  await signIn(admin);
  await page.goto("/admin/business");
  const home = page.getByRole("group", { name: "Home page" });
  await expect(home.getByText("Showing the illustration")).toBeVisible();
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 190, g: 150, b: 100 } } })
    .jpeg()
    .toBuffer();
  await home.locator('input[type="file"]').setInputFiles({ name: "office.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(home.getByRole("button", { name: "Use the illustration instead" })).toBeVisible();
  await page.getByLabel("Year the office opened").fill("2009");
  await page.getByRole("checkbox", { name: "Walk-ins welcome" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();

  await page.goto("/");
  const hero = page.locator("img[fetchpriority='high']");
  await expect(hero).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}$/);
  await expect(hero).toHaveAttribute("width", "1600");
  await expect(hero).toHaveAttribute("height", "1067");
  // A new visitor's 1x desktop window: the picture's 33rem box takes the srcset's 640-pixel file,
  // not the stored 1600 (the owner's own browser may reuse the full file its form's preview loaded).
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/");
    const visitorHero = visitorPage.locator("img[fetchpriority='high']");
    await expect.poll(() => visitorHero.evaluate((image: HTMLImageElement) => image.complete && new URL(image.currentSrc).search)).toBe("?w=640");
  } finally {
    await visitor.close();
  }
  const shown = await request.get(`${await hero.getAttribute("src")}?w=640`);
  expect(await sharp(await shown.body()).metadata()).toMatchObject({ format: "webp", width: 640, height: 427 });
  const trust = page.getByRole("list", { name: "Why clients choose us" });
  await expect(trust).toContainText("Serving Fresno since 2009");
  await expect(trust).toContainText("By appointment or walk-in");
  await expect(trust).toContainText("Secure client portal with two-step sign-in");

  const src = await hero.getAttribute("src");
  const served = await request.get(src ?? "");
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(await (await request.get("/")).text()).toContain(`<link rel="preload" as="image" href="${src}" imagesrcset="${src}?w=320 320w,`);

  // The address and the hours, once per page: in the page where it gives them, else in the footer.
  const { address_line: address, hours } = (await (await request.get("/api/business")).json()) as { address_line: string; hours: { text: string } };
  for (const path of ["/", "/contact", "/about", "/services"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(address, { exact: true }), path).toHaveCount(1);
    await expect(page.getByText(hours.text, { exact: true }), path).toHaveCount(1);
  }

  // Back to the illustration, so the other specs see the home page as before.
  await page.goto("/admin/business");
  await page.getByRole("button", { name: "Use the illustration instead" }).click();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();
});

/**
 * Who the emails are from and the booking rules (issue 33, decisions 0241 and 0242): the owner gives
 * the business's own email, which becomes the sender the page names, and changes the cancel cutoff
 * and the reminder, which a reload shows kept; then puts the rules back for the other specs.
 */
test("the owner gives the business's own email, which sends the emails, changes the booking rules and hides the sample reviews on the business page", async ({ page, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Sam Settings" });
  const address = `office-${Date.now()}@sierratax.example`;
  await signIn(admin);
  await page.goto("/admin/business");
  const settings = page.getByRole("region", { name: "Booking rules and emails" });
  await expect(settings.getByRole("button", { name: "Save settings" })).toBeVisible();

  await page.getByLabel("Public email").fill(address);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();
  await expect(settings.getByText(new RegExp(`sent from .* <${address}>`))).toBeVisible();
  await expect(settings.getByText("Your emails come from the example address")).toHaveCount(0);

  const cutoff = settings.getByRole("textbox", { name: /Cancel or move online until/ });
  await cutoff.fill("36");
  await settings.getByRole("combobox", { name: "Reminder email" }).click();
  await page.getByRole("option", { name: "2 days before" }).click();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.reload();
  await expect(cutoff).toHaveValue("36");
  await expect(settings.getByRole("combobox", { name: "Reminder email" })).toHaveValue("2 days before");

  // The sample reviews, hidden: the home page drops them, and the admin home stops warning.
  await expect(settings.getByText("Sample reviews are live on your home page")).toBeVisible();
  await settings.getByRole("checkbox", { name: "Show the reviews on the home page" }).uncheck();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Our Services" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What Our Clients Say" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Sample reviews are live on your home page")).toHaveCount(0);

  // Back as the other specs expect them.
  await page.goto("/admin/business");
  await cutoff.fill("24");
  await settings.getByRole("combobox", { name: "Reminder email" }).click();
  await page.getByRole("option", { name: "1 day before" }).click();
  await settings.getByRole("checkbox", { name: "Show the reviews on the home page" }).check();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
});

/**
 * The owner's words (issue 33, decisions 0243 and 0244): a real client's review, saved with their
 * consent, and the home page's heading in the owner's words reach the home page in both languages
 * and its server-drawn HTML; the admin pages keep warning while samples are still live. Then both are
 * put back for the other specs.
 */
test("the owner adds a client's review and rewrites the home page's heading: the home page shows both, in English and Spanish", async ({ page, request, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Wendy Words" });
  const name = `Rosa M., Visalia ${Date.now()}`;
  await signIn(admin);

  await page.goto("/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expect(page.getByText("Sample reviews are live on your home page")).toBeVisible();
  await page.getByRole("button", { name: "Add a review" }).click();
  const form = page.getByRole("dialog", { name: "Add a review" });
  await form.getByRole("textbox", { name: "Name line", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Review", exact: true }).fill("They found a credit I had missed for years.");
  await form.getByRole("textbox", { name: "Review in Spanish (optional)" }).fill("Encontraron un crédito que se me pasaba desde hace años.");
  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Date").fill("2026-03-14");
  // The consent is not optional: without it nothing is saved.
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Confirm that the client agreed to have this review published.")).toBeVisible();
  await form.getByRole("checkbox", { name: /The client agreed to have this review published/ }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`The review by ${name} was added.`)).toBeVisible();

  await page.goto("/admin/business");
  const words = page.getByRole("region", { name: "Words on your site" });
  const heading = words.getByRole("group", { name: "Home page heading" });
  await heading.getByRole("textbox", { name: "English" }).fill("Taxes done right in {city}");
  await heading.getByRole("textbox", { name: "Spanish" }).fill("Impuestos bien hechos en {city}");
  await expect(words.getByRole("region", { name: "Preview of the home page's top" }).getByRole("heading", { level: 4 })).toHaveText("Taxes done right in Fresno");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await words.getByRole("button", { name: "Save the texts" }).click();
  await expect(page.getByText("Texts saved. The site shows them now.")).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Taxes done right in Fresno" })).toBeVisible();
  const review = page.getByRole("figure").filter({ hasText: name });
  await expect(review).toContainText("“They found a credit I had missed for years.”");
  await expect(review).toContainText("March 2026");
  await expect(review.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  const raw = await (await request.get("/")).text();
  expect(raw).toContain("Taxes done right in Fresno");
  expect(raw).toContain(name);

  await page.getByRole("banner").getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Impuestos bien hechos en Fresno" })).toBeVisible();
  await expect(review).toContainText("“Encontraron un crédito que se me pasaba desde hace años.”");
  await expect(review).toContainText("marzo de 2026");
  await page.getByRole("banner").getByRole("button", { name: "English" }).click();

  // Back as the other specs expect them: the review deleted, the heading the site's own.
  await page.goto("/admin/reviews");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete this review?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`The review by ${name} was deleted.`)).toBeVisible();
  await page.goto("/admin/business");
  await heading.getByRole("button", { name: "Put back the original" }).click();
  await words.getByRole("button", { name: "Save the texts" }).click();
  await expect(page.getByText("Texts saved. The site shows them now.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
  await expect(page.getByRole("figure").filter({ hasText: name })).toHaveCount(0);
});

/**
 * The privacy policy from its template (issue 33, decision 0246): the owner saves their own text,
 * and the page, in both languages and in the HTML the server draws, shows it with the profile's
 * details filled in instead of the template.
 */
test("the owner saves their own privacy policy: the page shows it, with the business's details, in English and Spanish", async ({ page, request, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Lena Legal" });
  const marker = `Reviewed ${Date.now()}`;
  await signIn(admin);
  await page.goto("/admin/business");
  const privacy = page.getByRole("group", { name: "Privacy policy" });
  await privacy.getByRole("textbox", { name: "English" }).fill(`${marker}: {business} keeps your records.\n\n## Your rights\n- Write to {email}`);
  await privacy.getByRole("textbox", { name: "Spanish" }).fill(`${marker}: {business} guarda sus registros.\n\n## Sus derechos\n- Escríbanos a {email}`);
  await privacy.getByRole("button", { name: "Save the privacy policy" }).click();
  await expect(privacy.getByText("Saved. The site shows it now.")).toBeVisible();
  await expect(privacy.getByText(/^Saved on .*: the site shows this text\.$/)).toBeVisible();
  await expect(privacy.getByText("The site shows the template")).toHaveCount(0);

  const business = (await (await request.get("/api/business")).json()) as { name: string; email: string };
  await page.goto("/privacy");
  await expect(page.getByText(`${marker}: ${business.name} keeps your records.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Write to ${business.email}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Information we collect" })).toHaveCount(0);
  expect(await (await request.get("/privacy")).text()).toContain(`${marker}: ${business.name} keeps your records.`);

  await page.getByRole("banner").getByRole("button", { name: "Español" }).click();
  await expect(page.getByText(`${marker}: ${business.name} guarda sus registros.`)).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "English" }).click();
});

/**
 * The office moves town (issue 33): no town is written in code, so the home page, the terms, the
 * structured data crawlers read and the emails all follow the profile's; then it moves back.
 */
test("the owner moves the office to another town: the home page, the terms, the JSON-LD and the emails follow", async ({ page, request, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Tomas Town" });
  await signIn(admin);
  await page.goto("/admin/business");
  const town = page.getByLabel("Town or city");
  await town.fill("Visalia");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();
  try {
    await page.goto("/");
    await expect(page.getByText(/from a local Visalia team\./)).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByText(/where our office in Visalia, California, is located/)).toBeVisible();
    const contact = await (await request.get("/contact")).text();
    expect(contact).toMatch(/"addressLocality":"Visalia"/);
    expect((await (await request.get("/sitemap.xml")).text())).toContain("/contact</loc>");

    const sent = await request.post("/api/contact", {
      data: { name: "Town Mover", email: "town-mover@example.com", phone: "", message: "Where are you now?" },
    });
    expect(sent.status()).toBe(200);
    const mail = await waitForEmail(admin.email, /^New message from Town Mover$/);
    expect(mail.text).toContain("Visalia");
  } finally {
    await page.goto("/admin/business");
    await town.fill("Fresno");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Business profile saved.", { exact: false })).toBeVisible();
  }
});

/**
 * The brand (issue 33, decision 0249): the owner uploads a logo and tries a colour too light for
 * white text, which the editor refuses and offers a darker shade of; saved, the top bar shows the
 * logo, the buttons take the colour in the server's own HTML and after a reload, and the favicon is
 * made from the logo. Then the product's own come back, so the other specs see the site as before.
 */
test("the owner uploads a logo and picks the site's color: the top bar, the buttons and the icon follow", async ({ page, request, createUser, signIn }) => {
  const admin = await createUser({ role: "admin", fullName: "Bea Brand" });
  await signIn(admin);
  await page.goto("/admin/business");
  const brand = page.getByRole("region", { name: "Logo and color" });
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 300, height: 100, channels: 4, background: { r: 123, g: 45, b: 142, alpha: 1 } } }, top: 50, left: 150 }])
    .png()
    .toBuffer();
  await brand.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(brand.getByRole("button", { name: "Remove logo" })).toBeVisible();

  const color = brand.getByRole("textbox", { name: "Primary color" });
  await color.fill("#228be6");
  await expect(brand.getByText(/^White text on this color is too faint to read/).first()).toBeVisible();
  await expect(brand.getByRole("button", { name: "Save logo and color" })).toBeDisabled();
  await brand.getByRole("button", { name: /^Use #[0-9a-f]{6} instead$/ }).click();
  await expect(brand.getByText("Readable in both schemes.")).toBeVisible();
  await color.fill("#7b2d8e");
  await expect(brand.getByText("Readable in both schemes.")).toBeVisible();
  await brand.getByRole("button", { name: "Save logo and color" }).click();
  await expect(brand.getByText("Logo and color saved.", { exact: false })).toBeVisible();

  // The whole site takes the colour at once, without a reload.
  const book = page.getByRole("banner").getByRole("link", { name: "Book Appointment" });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(book).toHaveCSS("background-color", "rgb(123, 45, 142)");

  const { name } = (await (await request.get("/api/business")).json()) as { name: string };
  await page.goto("/");
  const shownLogo = page.getByRole("banner").getByRole("link", { name }).locator("img");
  await expect(shownLogo).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\?w=320$/);
  await expect(shownLogo).toHaveAttribute("alt", "");
  await expect.poll(() => shownLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Book Appointment" })).toHaveCSS("background-color", "rgb(123, 45, 142)");

  const html = await (await request.get("/")).text();
  const favicon = /<link rel="icon" href="(\/media\/[0-9a-f-]{36}\?icon=favicon)"/.exec(html)?.[1] ?? "";
  expect(favicon).not.toBe("");
  expect(html).toContain('<meta name="theme-color" content="#7b2d8e" media="(prefers-color-scheme: light)" />');
  // The page the server draws for a visitor is in the colour before any script runs.
  expect(html).toContain("--mantine-color-brand-8: #7b2d8e");
  const icon = await request.get(favicon);
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await icon.body()).metadata()).toMatchObject({ width: 32, height: 32 });

  // The product's own again.
  await page.goto("/admin/business");
  await brand.getByRole("button", { name: "Remove logo" }).click();
  await brand.getByRole("button", { name: "Use the site's own color" }).click();
  await brand.getByRole("button", { name: "Save logo and color" }).click();
  await expect(brand.getByText("Logo and color saved.", { exact: false })).toBeVisible();
  expect(await (await request.get("/")).text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
});
