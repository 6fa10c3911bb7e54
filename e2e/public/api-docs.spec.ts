import { expect, test } from "../fixtures";

test("the API reference renders from this server alone, with every path and both ways to authenticate", async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "")) outside.push(request.url());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Tax office booking API/ })).toBeVisible();
  await expect(page.getByText("/api/appointments/for-client").first()).toBeVisible();
  await page.getByRole("button", { name: "Authorize" }).click();
  await expect(page.getByText("sessionCookie", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("apiKey", { exact: false }).first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
