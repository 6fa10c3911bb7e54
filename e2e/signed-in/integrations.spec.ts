import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { expect, test } from "../fixtures";

/**
 * /admin/integrations end to end: a key made on the page works on the REST API within its
 * scope until it is revoked, and a webhook added on the page receives a signed delivery
 * that the page then lists as sent.
 */

const tagOf = () => Math.random().toString(36).slice(2, 8);

test("an admin creates a read key, a tool reads with it but cannot write, and revoking it locks the tool out", async ({
  page,
  context,
  request,
  db,
  createUser,
  signIn,
}) => {
  const name = `E2E read key ${tagOf()}`;
  try {
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin/integrations");
    const keys = page.getByRole("region", { name: "API keys", exact: true });
    await keys.getByRole("textbox", { name: "Name" }).fill(name);
    await expect(keys.getByRole("radio", { name: "Read", exact: true })).toBeChecked();
    await keys.getByRole("button", { name: "Create key" }).click();

    // Shown once: read it from the dialog, as the admin would copy it.
    const dialog = page.getByRole("dialog", { name: "Your new API key" });
    const key = await dialog.getByRole("textbox", { name: `API key "${name}"` }).inputValue();
    expect(key).toMatch(/^txp_[\w-]{40,}$/);
    await expect(dialog.getByText(`Authorization: Bearer ${key}`)).toBeVisible();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await dialog.getByRole("button", { name: "Copy key" }).click();
    await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    const row = keys.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Read");
    await expect(row).toContainText(`${key.slice(0, 12)}…`);
    await expect(row).toContainText("Never");
    await expect(row).toContainText("Active");

    const headers = { authorization: `Bearer ${key}` };
    expect((await request.get("/api/appointments/all", { headers })).status()).toBe(200);
    const write = await request.put("/api/appointments/1/confirm", { headers });
    expect(write.status()).toBe(403);
    expect((await write.json()).message).toBe(API_MESSAGES.integrations.readOnlyKey);

    await page.reload();
    await expect(row).not.toContainText("Never");
    await row.getByRole("button", { name: `Revoke the key ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke API key" });
    await expect(confirm).toContainText(`Revoke the key "${name}"`);
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(keys.getByRole("status")).toHaveText(`The key "${name}" was revoked.`);
    await expect(confirm).toBeHidden();
    await expect(row).toContainText("Revoked on");
    await expect(row.getByRole("button", { name: /^Revoke/ })).toHaveCount(0);

    const refused = await request.get("/api/appointments/all", { headers });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe(API_MESSAGES.integrations.keyInvalid);
  } finally {
    await db.apiKey.deleteMany({ where: { name } });
  }
});

test("a webhook added on the page receives a signed contact.received delivery, listed as sent with 200", async ({
  page,
  request,
  db,
  createUser,
  signIn,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((incoming, answer) => {
    let body = "";
    incoming.setEncoding("utf8");
    incoming.on("data", (chunk: string) => (body += chunk));
    incoming.on("end", () => {
      if (incoming.method === "POST") received.push({ headers: incoming.headers, body });
      answer.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const tag = tagOf();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${tag}`;
  const sender = `Webhook Sender ${tag}`;

  try {
    await signIn(await createUser({ role: "admin" }));
    await page.goto("/admin/integrations");
    const hooks = page.getByRole("region", { name: "Webhooks", exact: true });
    await hooks.getByRole("textbox", { name: "URL" }).fill(url);
    await hooks.getByRole("checkbox", { name: /^Contact message received/ }).check();
    await hooks.getByRole("button", { name: "Add webhook" }).click();

    const dialog = page.getByRole("dialog", { name: "Webhook added" });
    const secret = await dialog.getByRole("textbox", { name: "Signing secret" }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole("button", { name: "Done" }).click();
    const endpoint = hooks.getByRole("row").filter({ hasText: url });
    await expect(endpoint).toContainText("Contact message received");
    await expect(endpoint).toContainText("contact.received");

    const sent = await request.post("/api/contact", {
      data: { name: sender, email: "webhook-sender@example.com", phone: "", message: "Do you file amended returns?" },
    });
    expect(sent.status()).toBe(200);

    // Other specs' contact messages may reach this receiver too: this test's is found by its sender.
    const ours = () => received.find((delivery) => delivery.body.includes(sender));
    await expect.poll(() => ours(), { timeout: 15_000 }).toBeDefined();
    const delivery = ours() as { headers: IncomingHttpHeaders; body: string };
    expect(delivery.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery.headers["webhook-signature"]).toMatch(/^v1,/);
    const body = JSON.parse(delivery.body) as { type: string; data: { contact: { name: string } } };
    expect(body.type).toBe("contact.received");
    expect(body.data.contact.name).toBe(sender);
    // Signed with the secret the page showed once.
    expect(() => new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).not.toThrow();

    const deliveries = page.getByRole("region", { name: "Deliveries", exact: true });
    const row = deliveries.getByRole("row").filter({ hasText: url });
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(deliveries.getByRole("combobox", { name: "Status" })).toBeVisible();
          return (await row.count()) === 1 ? ((await row.textContent()) ?? "") : "";
        },
        { timeout: 15_000 },
      )
      .toMatch(/Sent[\s\S]*200/);
    await expect(row).toContainText("Contact message received");
    await expect(row.getByRole("button", { name: `Send again: "Contact message received" to ${url}` })).toBeVisible();

    await endpoint.getByRole("button", { name: `Remove the webhook ${url}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove webhook" });
    await expect(confirm).toContainText("Deliveries still waiting for it are withdrawn");
    await confirm.getByRole("button", { name: "Remove webhook" }).click();
    await expect(hooks.getByRole("status")).toHaveText(`Webhook removed: ${url}`);
    await expect(endpoint).toHaveCount(0);
  } finally {
    await db.webhookEndpoint.deleteMany({ where: { url } });
    await db.outboxMessage.deleteMany({ where: { channel: "webhook", recipient: url } });
    await db.contactMessage.deleteMany({ where: { name: sender } });
    await new Promise((resolve) => receiver.close(resolve));
  }
});
