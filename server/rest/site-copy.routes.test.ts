import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteCopy } from "../shared/site-copy.schema";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import type { TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The owner's words on the public pages (issue 33, decision 0244), over REST and tRPC: none on a
 * fresh install (the pages show the site's own), both languages saved together, null puts one back,
 * a key left out stays, every page's profile carries them at once, and the audit trail records them.
 */
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies, clientCookies } = await createAppWithAccounts());
});
afterAll(async () => {
  await t.close();
});

const put = (payload: object, cookies = adminCookies) => t.app.inject({ method: "PUT", url: "/api/site-copy", cookies, payload });
const publicCopy = async () => (await t.app.inject({ method: "GET", url: "/api/site-copy" })).json() as SiteCopy;
const profileCopy = async () => ((await t.app.inject({ method: "GET", url: "/api/business" })).json() as { copy: SiteCopy }).copy;
const HEADING = { en: "Taxes done right in {city}", es: "Impuestos bien hechos en {city}" };
const NOTE = { en: "Call before you come.", es: "Llame antes de venir." };

describe("the site's texts", () => {
  it("are the site's own on a fresh install: no text of the owner's", async () => {
    expect(await publicCopy()).toEqual({});
    expect(await profileCopy()).toEqual({});
    expect((await trpcCall(t.app, "query", "siteCopy.get")).data).toEqual({});
  });

  it("saves the owner's words in both languages, shown on every page at once and recorded in the audit trail", async () => {
    const saved = await put({ "hero.title": HEADING, "contact.intro": NOTE });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ "hero.title": HEADING, "contact.intro": NOTE });
    expect(await profileCopy()).toEqual({ "hero.title": HEADING, "contact.intro": NOTE });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "site_copy.updated" }, orderBy: { id: "desc" } });
    expect(JSON.parse(event.before ?? "{}")).toEqual({ "hero.title": null, "contact.intro": null });
    expect(JSON.parse(event.after ?? "{}")).toEqual({ "hero.title": HEADING, "contact.intro": NOTE });
  });

  it("keeps a key left out, and puts a text back to the site's own with null (over tRPC)", async () => {
    const changed = await trpcCall(t.app, "mutation", "siteCopy.update", { input: { "contact.intro": null }, cookies: adminCookies });
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(await publicCopy()).toEqual({ "hero.title": HEADING });
  });

  it("refuses a text missing a language, too long, or a key it does not know, and changes nothing", async () => {
    const refused = async (payload: object, message?: string) => {
      const response = await put(payload);
      expect(response.statusCode, response.body).toBe(400);
      if (message) expect((response.json() as { message: string }).message).toBe(message);
    };
    await refused({ "hero.title": { en: "Only English", es: " " } }, VALIDATION_MESSAGES.siteCopy.spanishRequired);
    await refused({ "hero.text": { en: "", es: "Solo español" } }, VALIDATION_MESSAGES.siteCopy.englishRequired);
    await refused({ "hero.title": { en: "x".repeat(121), es: "y" } }, VALIDATION_MESSAGES.siteCopy.tooLong);
    await refused({ "footer.note": { en: "a", es: "b" } });
    expect(await publicCopy()).toEqual({ "hero.title": HEADING });
  });

  it("is the owner's to change: a client is refused and nothing changes", async () => {
    expect((await put({ "hero.title": null }, clientCookies)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: "/api/site-copy", payload: { "hero.title": null } })).statusCode).toBe(401);
    expect(await publicCopy()).toEqual({ "hero.title": HEADING });
  });
});
