import { expect, test } from "../fixtures";

test.use({ viewport: { width: 390, height: 844 } });

// One page through the signed-out phone checks (a browser context costs as much as a page load
// on a 2-core machine; issue 28); the last step narrows the window to the narrowest phone.
test("on a phone: testimonial widths, the drawer's links and how it closes, and Book in the top bar down to 320 px", async ({ page }) => {
  await test.step("testimonial cards are 90% of the viewport wide on a phone", async () => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Client testimonials, scrollable" }).getByRole("figure").first();
    const box = await card.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(351);
  });
  await test.step("the burger opens the same links in a drawer, which closes on navigation", async () => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();

    const drawer = page.getByRole("dialog", { name: "Valley Tax Pros" });
    for (const name of ["Home", "Services", "About", "Contact", "Book Appointment", "Login", "Register"]) {
      await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await drawer.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });
  await test.step("the drawer closes with its close button and Escape", async () => {
    await page.goto("/about");
    const drawer = page.getByRole("dialog", { name: "Valley Tax Pros" });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close navigation" }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });
  await test.step("a phone visitor books from the top bar without opening the menu", async () => {
    await page.goto("/services");
    const book = page.getByRole("banner").getByRole("link", { name: "Book Appointment" });
    await expect(book).toBeVisible();
    await expect(book).toHaveText("Book");
    await book.click();
    await expect(page).toHaveURL("/book");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
  await test.step("on the narrowest phone (320 wide), Book, the theme toggle and the menu all stay in the top bar", async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const banner = page.getByRole("banner");
    for (const control of [
      banner.getByRole("link", { name: "Book Appointment" }),
      banner.getByRole("button", { name: /Switch to (dark|light) theme/ }),
      banner.getByRole("button", { name: "Open navigation" }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await banner.getByRole("link", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL("/book");
  });
});

test("signed in as an admin, the drawer lists the account links inline and logs out to /login", async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser({ role: "admin", fullName: "Erin Admin" }));
  await page.goto("/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Valley Tax Pros" });
  await expect(drawer.getByText("Hi, Erin!")).toBeVisible();
  for (const [name, href] of [
    ["Dashboard", "/dashboard"],
    ["Settings", "/settings"],
    ["Admin Home", "/admin"],
    ["Manage Availability", "/admin/availability"],
  ] as const) {
    await expect(drawer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await drawer.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(drawer.getByRole("link", { name: "Login" })).toBeVisible();
});

