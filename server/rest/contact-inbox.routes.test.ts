import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/** GET /api/contact-messages and PUT /api/contact-messages/{id}, and their tRPC twins. */
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies: admin, clientCookies: client } = await createAppWithAccounts());
  for (const name of ["First Sender", "Second Sender", "Third Sender"]) {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name, email: "sender@example.com", phone: "", message: `Hello from ${name}\nSecond line.` },
    });
    expect(sent.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const list = (status?: string, cookies = admin) =>
  t.app.inject({ method: "GET", url: `/api/contact-messages${status ? `?status=${status}` : ""}`, cookies });
const setStatus = (id: number, status: string, cookies = admin) =>
  t.app.inject({ method: "PUT", url: `/api/contact-messages/${id}`, cookies, payload: { status } });

describe("the contact inbox", () => {
  it("lists new messages as unread, newest first, whole", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { id: number; name: string; message: string; status: string; phone: string | null }[];
    expect(entries.map((entry) => entry.name)).toEqual(["Third Sender", "Second Sender", "First Sender"]);
    expect(entries[0]).toMatchObject({ status: "unread", phone: null, message: "Hello from Third Sender\nSecond line." });
  });

  it("moves a message to read and to the archive, and back", async () => {
    const [newest] = (await list("unread")).json() as { id: number }[];
    const id = (newest as { id: number }).id;
    expect((await setStatus(id, "read")).json()).toMatchObject({ id, status: "read" });
    expect(((await list("read")).json() as { id: number }[]).map((entry) => entry.id)).toEqual([id]);
    expect((await setStatus(id, "archived")).statusCode).toBe(200);
    expect(((await list("archived")).json() as { id: number }[]).map((entry) => entry.id)).toEqual([id]);
    expect((await list("unread")).json()).toHaveLength(2);
    expect((await setStatus(id, "unread")).statusCode).toBe(200);
    expect((await list("unread")).json()).toHaveLength(3);
  });

  it("answers 400 for an unknown status, 404 for an unknown message", async () => {
    expect((await list("spam")).json()).toEqual({ message: "Status must be unread, read or archived.", code: "validation.contactStatus" });
    expect((await setStatus(1, "deleted")).statusCode).toBe(400);
    const missing = await setStatus(999999, "read");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: API_MESSAGES.contact.notFound, code: "contact.notFound" });
  });

  it("is for admins only", async () => {
    expect((await list(undefined, {})).statusCode).toBe(401);
    expect((await list(undefined, client)).statusCode).toBe(403);
    expect((await setStatus(1, "read", client)).statusCode).toBe(403);
  });

  it("works the same over tRPC, with the unread count for the admin menu", async () => {
    const unread = await trpcCall(t.app, "query", "contact.unreadCount", { cookies: admin });
    const messages = await trpcCall(t.app, "query", "contact.list", { input: { status: "unread" }, cookies: admin });
    expect(unread.data).toEqual({ unread: (messages.data as unknown[]).length });
    const [first] = messages.data as { id: number }[];
    const archived = await trpcCall(t.app, "mutation", "contact.setStatus", { input: { id: first?.id, status: "archived" }, cookies: admin });
    expect(archived.data).toMatchObject({ status: "archived" });
    expect((await trpcCall(t.app, "query", "contact.unreadCount", { cookies: admin })).data).toEqual({
      unread: (messages.data as unknown[]).length - 1,
    });
    expect((await trpcCall(t.app, "query", "contact.unreadCount", { cookies: client })).error?.code).toBe("FORBIDDEN");
  });
});
