import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegalPages } from "../shared/legal.schema";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { createUser, signIn } from "../testing/factories";
import { testClientDir } from "../testing/test-client-dir";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The legal pages from their template (issue 33, decision 0246), over REST and tRPC: the template
 * until the owner saves a page, then the owner's text dated that business day; the page itself
 * carries the saved texts, and only the legal pages do. 11:30 PM in Los Angeles on March 2 is
 * March 3 in UTC: the date is the office's.
 */
const clock = testClock("2026-03-03T07:30:00.000Z");
let t: TestApp;
let adminCookies: Record<string, string>;
let clientCookies: Record<string, string>;

beforeAll(async () => {
  ({ t, adminCookies, clientCookies } = await createAppWithAccounts({ app: { now: clock.now, clientDir: testClientDir() } }));
});
afterAll(async () => {
  await t.close();
});

const put = (page: string, payload: object, cookies = adminCookies) => t.app.inject({ method: "PUT", url: `/api/legal/${page}`, cookies, payload });
const pages = async () => (await t.app.inject({ method: "GET", url: "/api/legal" })).json() as LegalPages;
const PRIVACY = { en: "We keep {business}'s records safe.\n\n## Your rights\n- Ask us", es: "Guardamos los registros de {business}.\n\n## Sus derechos\n- Pregúntenos" };

describe("the legal pages", () => {
  it("are the template until the owner saves one: nothing saved", async () => {
    expect(await pages()).toEqual({ privacy: null, terms: null });
    expect((await trpcCall(t.app, "query", "legal.get")).data).toEqual({ privacy: null, terms: null });
  });

  it("keep the owner's text in both languages, dated the office's day, with an audit record of the page", async () => {
    const saved = await put("privacy", PRIVACY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ privacy: { ...PRIVACY, updated_on: "2026-03-02" }, terms: null });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { action: "legal_page.updated" }, orderBy: { id: "desc" } });
    expect(event).toMatchObject({ subjectType: "legal_page", subjectId: "privacy" });
    expect(JSON.parse(event.before ?? "{}")).toEqual({ updated_on: null, template: true });
    expect(JSON.parse(event.after ?? "{}")).toEqual({ updated_on: "2026-03-02", template: false });
  });

  it("travel with their own pages only: /privacy carries them, the home page does not", async () => {
    const privacy = (await t.app.inject({ method: "GET", url: "/privacy" })).body;
    expect(privacy).toContain('id="legal-pages"');
    expect(privacy).toContain("We keep {business}");
    const home = (await t.app.inject({ method: "GET", url: "/" })).body;
    expect(home).not.toContain('id="legal-pages"');
    expect(home).not.toContain("We keep {business}");
  });

  it("are saved over tRPC too, and a new save moves the date", async () => {
    clock.advance(24 * 60 * 60_000);
    try {
      // A day later another admin signs in (the idle limit ended the first one's session).
      const cookies = await signIn(t.app, await createUser(t.db, { role: "admin" }));
      const saved = await trpcCall(t.app, "mutation", "legal.update", { input: { page: "terms", en: "Terms.", es: "Términos." }, cookies });
      expect(saved.status, JSON.stringify(saved.error)).toBe(200);
      expect((await pages()).terms).toEqual({ en: "Terms.", es: "Términos.", updated_on: "2026-03-03" });
    } finally {
      clock.reset();
    }
  });

  it("refuse a page missing a language, an unknown page and a client, and change nothing", async () => {
    const before = await pages();
    const missing = await put("privacy", { en: "Only English.", es: "  " });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { message: string }).message).toBe(VALIDATION_MESSAGES.legal.spanishRequired);
    expect((await put("cookies", PRIVACY)).statusCode).toBe(400);
    expect((await put("privacy", { ...PRIVACY, en: "x".repeat(40_001) })).statusCode).toBe(400);
    expect((await put("privacy", PRIVACY, clientCookies)).statusCode).toBe(403);
    expect(await pages()).toEqual(before);
  });
});
