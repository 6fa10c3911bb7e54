import { expect, test } from "@playwright/test";

test("the home page loads from the production server", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Stress-Free Tax Services You Can Trust" })).toBeVisible();
});

test("the API reports nobody signed in", async ({ request }) => {
  const response = await request.get("/api/users/me");
  expect(response.status()).toBe(401);
});
