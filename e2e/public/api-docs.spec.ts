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

  // Swagger UI draws nothing until its 1.7 MB script has run and fetched the document: wait for the
  // fetch, then give the first drawing longer than the usual expect timeout (a slow machine is not a
  // failure here). Its groups start closed (decision 0255): every one is listed, and opens.
  const documentFetched = page.waitForResponse((response) => response.url().endsWith("/api/docs/json") && response.ok());
  await page.goto("/api/docs");
  await documentFetched;
  await expect(page.getByRole("heading", { name: /Tax office booking API/ })).toBeVisible({ timeout: 20_000 });
  for (const [group, path] of [
    ["appointments", "/api/appointments/for-client"],
    ["documents", "/api/documents/{id}/link"],
    ["business", "/api/business/logo"],
  ] as const) {
    await page.getByRole("heading", { name: new RegExp(`^${group}\\b`) }).getByRole("link", { name: group, exact: true }).click();
    await expect(page.getByText(path, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Authorize" }).click();
  await expect(page.getByText("sessionCookie", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("apiKey", { exact: false }).first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
