import { readFileSync } from "node:fs";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import legal from "../../client/features/marketing/legal.en";
import spanishLegal from "../../client/features/marketing/legal.es";
import { PRIVACY_POLICY } from "../../client/features/marketing/privacy-content";
import { initAnalytics, isAnalyticsInitialised } from "../../client/lib/analytics";
import { assertOfficeUser } from "../auth/guards";
import { totpCode } from "../auth/totp";
import { ACCESS_COOKIE, MFA_CHALLENGE_COOKIE, REFRESH_COOKIE, TRUSTED_DEVICE_COOKIE } from "../auth/session-cookie-values";
import { loadConfig } from "../env";
import { loggerOptions } from "../logging";
import { API_MESSAGES } from "../shared/api-messages";
import { LANG_STORAGE_KEY } from "../shared/i18n/locales";
import type { TotpSetup } from "../shared/mfa.schema";
import { ROLE_PERMISSIONS, STAFF_ROLES, isStaff, type StaffRole } from "../shared/permissions";
import { ROLES } from "../shared/services";
import type { PublicUser } from "../shared/user.schema";
import { cookiesFrom, createUser, signIn, TEST_COOKIE_SECRET, type TestUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testClientDir } from "../testing/test-client-dir";
import { testClock } from "../testing/test-clock";

/**
 * Issue 33: the privacy policy says what the product does, and only that. The policy cites the
 * Gramm-Leach-Bliley Act and the FTC Safeguards Rule (16 CFR 314): a safeguard it names must
 * exist, or the policy misleads clients and regulators. Each `describe` below holds one claim
 * twice: (1) the English catalogue's sentence still says it (an exact substring, on the privacy
 * page), so rewording the policy without the product fails here, and (2) the real app (one per
 * file, over its own database, on a test clock) really does it, so changing the product without
 * the policy fails here too.
 *
 * The template's retention sentences promised deletions nothing performs; they now say what the
 * product does, and the last `describe` holds them to it.
 */
const clock = testClock("2026-03-02T15:00:10.000Z");
const STEP_MS = 30_000;
const HOUR_MS = 60 * 60_000;
/** The reverse proxy the app trusts (docker-compose.yml's Caddy), to send requests "over https". */
const PROXY = "10.0.0.2";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, clientDir: testClientDir(), env: { TRUST_PROXY: PROXY } });
});
afterAll(async () => {
  await t.close();
});

type PrivacyKey = Extract<keyof typeof legal, `privacy.${string}`>;
const PRIVACY_KEYS = Object.keys(legal).filter((key): key is PrivacyKey => key.startsWith("privacy."));
/** Every text the privacy page shows (client/features/marketing/privacy-content.ts). */
const PAGE_KEYS = new Set<string>([
  PRIVACY_POLICY.title,
  PRIVACY_POLICY.intro,
  ...PRIVACY_POLICY.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])]),
]);

/** (1): the privacy page shows `key`, and its English text says `sentence` word for word. */
function policySays(key: PrivacyKey, sentence: string): void {
  expect(PAGE_KEYS.has(key), `${key} is on the privacy page`).toBe(true);
  expect(legal[key]).toContain(sentence);
}

type Cookies = Record<string, string>;
type SetCookie = { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string };

const login = (user: { email: string; password: string }, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email: user.email, password: user.password }, ...options });
const me = async (cookies: Cookies) => (await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).json() as PublicUser;

/** A user's audit records of `action`, straight from the table. */
const recordsOf = (userId: number, action: string) => t.db.auditEvent.findMany({ where: { userId, action }, orderBy: { id: "asc" } });

describe('"a password (stored only as a one-way hash)" and "hashed passwords"', () => {
  // The Safeguards Rule's access controls: a leaked database must not hand over anyone's password.
  it("is what the policy says", () => {
    policySays("privacy.collect.account", "and a password (stored only as a one-way hash)");
    policySays("privacy.protection.text", "hashed passwords");
  });

  it("stores a registered client's password as an argon2id hash of it, and the password nowhere", async () => {
    const email = "hana.hash@example.com";
    const password = "amber-walrus-quietly-42";
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { fullName: "Hana Hash", email, phone: null, password },
      remoteAddress: "198.51.100.31",
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const row = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row.passwordHash).not.toContain(password);
    // A real hash of this password (not a placeholder), and one-way: the row holds no copy of it.
    expect(await verify(row.passwordHash, password)).toBe(true);
    expect(await verify(row.passwordHash, `${password}-not`)).toBe(false);
    expect(JSON.stringify(row)).not.toContain(password);
    // Nor does anything the registration wrote beside it: the welcome email, the audit trail.
    const outbox = await t.db.outboxMessage.findMany();
    const trail = await t.db.auditEvent.findMany();
    expect(JSON.stringify([outbox, trail])).not.toContain(password);

    // A changed password is stored the same way.
    const cookies = cookiesFrom(await login({ email, password }, { remoteAddress: "198.51.100.31" }));
    const newPassword = "copper-heron-softly-77";
    const changed = await t.app.inject({ method: "PUT", url: "/api/users/password", cookies, payload: { currentPassword: password, newPassword } });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(after.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(after.passwordHash).not.toBe(row.passwordHash);
    expect(JSON.stringify(after)).not.toContain(newPassword);
    expect(await verify(after.passwordHash, newPassword)).toBe(true);
  });
});

describe('"two-step sign-in for every staff account (and for clients who turn it on)"', () => {
  // The Safeguards Rule (16 CFR 314.4(c)(5)) requires multi-factor authentication for anyone
  // accessing customer information: every office role, with no exception.
  it("is what the policy says", () => {
    policySays("privacy.protection.text", "two-step sign-in for every staff account (and for clients who turn it on)");
  });

  it("counts every role but the client's as staff", () => {
    expect(ROLES.filter((role) => role !== "client")).toEqual([...STAFF_ROLES]);
    expect(isStaff("client")).toBe(false);
  });

  it.each(STAFF_ROLES)("a %s with a second factor gets no session from the password alone", async (role: StaffRole) => {
    const staff = await createUser(t.db, { role });
    expect(staff.totpSecret).not.toBeNull();
    const first = await login(staff);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mfa_required: true });
    const cookies = cookiesFrom(first);
    expect(Object.keys(cookies)).toEqual([MFA_CHALLENGE_COOKIE]);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", cookies })).statusCode).toBe(401);
  });

  it.each(STAFF_ROLES)("a %s without one is refused every office permission until they set it up", async (role: StaffRole) => {
    const staff = await createUser(t.db, { role, mfa: false });
    const cookies = cookiesFrom(await login(staff));
    const status = (await t.app.inject({ method: "GET", url: "/api/users/mfa", cookies })).json() as { enabled: boolean; required: boolean };
    expect(status).toMatchObject({ enabled: false, required: true });
    // Through the app: the calendar feed's address, which every staff role's permissions include.
    const refused = await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: API_MESSAGES.mfa.setupRequired, code: "mfa.setupRequired" });
    // And by the rule every office guard runs (REST and tRPC), for each permission the role has.
    const user = await me(cookies);
    expect(user).toMatchObject({ role, mfa_enabled: false });
    for (const permission of ROLE_PERMISSIONS[role]) {
      expect(() => assertOfficeUser(user, permission), permission).toThrow(API_MESSAGES.mfa.setupRequired);
    }

    // Set up, the same account is let in.
    const setup = (await t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies })).json() as TotpSetup;
    const confirmed = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: totpCode(setup.secret, clock.now()) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies })).statusCode).toBe(200);
  });

  it("lets a client turn it on, after which the password alone no longer signs them in", async () => {
    const client = await createUser(t.db);
    const cookies = await signIn(t.app, client);
    expect(await t.app.inject({ method: "GET", url: "/api/users/mfa", cookies }).then((r) => r.json())).toMatchObject({ enabled: false, required: false });

    const setup = (await t.app.inject({ method: "POST", url: "/api/users/mfa/totp", cookies })).json() as TotpSetup;
    const confirmed = await t.app.inject({ method: "POST", url: "/api/users/mfa/totp/confirm", cookies, payload: { code: totpCode(setup.secret, clock.now()) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await t.app.inject({ method: "GET", url: "/api/users/mfa", cookies }).then((r) => r.json())).toMatchObject({ enabled: true, required: false });

    const next = await login(client);
    expect(next.json()).toMatchObject({ mfa_required: true });
    expect(Object.keys(cookiesFrom(next))).toEqual([MFA_CHALLENGE_COOKIE]);
    // The next step's code finishes it (the one used to confirm may not be replayed).
    const finished = await t.app.inject({
      method: "POST",
      url: "/api/login/mfa",
      cookies: cookiesFrom(next),
      payload: { code: totpCode(setup.secret, new Date(clock.now().getTime() + STEP_MS)) },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(cookiesFrom(finished)[ACCESS_COOKIE]).toBeTruthy();
  });
});

describe('"a record of every staff action" and "access limited to staff who need it"', () => {
  // The Safeguards Rule (16 CFR 314.4(c)(8)) asks to monitor and log authorized users' activity,
  // and 314.4(c)(1) to limit each user's access to the customer information they need.
  let admin: TestUser;
  let frontDesk: TestUser;
  let preparer: TestUser;
  let adminCookies: Cookies;
  let frontDeskCookies: Cookies;
  let preparerCookies: Cookies;

  beforeAll(async () => {
    [admin, frontDesk, preparer] = await Promise.all([
      createUser(t.db, { role: "admin", fullName: "Ada Audit" }),
      createUser(t.db, { role: "front_desk", fullName: "Fran Desk" }),
      createUser(t.db, { role: "preparer", fullName: "Pia Preparer" }),
    ]);
    adminCookies = await signIn(t.app, admin, { remoteAddress: "198.51.100.41" });
    frontDeskCookies = await signIn(t.app, frontDesk, { remoteAddress: "198.51.100.42" });
    preparerCookies = await signIn(t.app, preparer, { remoteAddress: "198.51.100.43" });
  });

  it("is what the policy says", () => {
    policySays("privacy.protection.text", "a record of every staff action");
    policySays("privacy.protection.text", "access limited to staff who need it");
  });

  it("records each staff role's actions with who, what and from where", async () => {
    // Each staff member's sign-in.
    for (const [user, ip] of [[admin, "198.51.100.41"], [frontDesk, "198.51.100.42"], [preparer, "198.51.100.43"]] as const) {
      expect(await recordsOf(user.id, "auth.sign_in"), user.role).toEqual([expect.objectContaining({ actorLabel: user.fullName, ip })]);
    }

    // The owner invites a colleague.
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/staff",
      cookies: adminCookies,
      remoteAddress: "198.51.100.41",
      payload: { full_name: "Nia New", email: `nia-${admin.id}@example.com`, role: "front_desk" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = await recordsOf(admin.id, "staff.invited");
    expect(invitation).toMatchObject({ actorLabel: "Ada Audit", ip: "198.51.100.41", subjectType: "user", subjectId: String((invited.json() as { id: number }).id) });

    // The front desk handles a contact message: the change, before and after.
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "203.0.113.61",
      payload: { name: "Vera Visitor", email: "vera@example.com", phone: null, message: "When are you open on Saturdays?" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await t.db.contactMessage.findFirstOrThrow({ where: { email: "vera@example.com" } });
    const read = await t.app.inject({ method: "PUT", url: `/api/contact-messages/${message.id}`, cookies: frontDeskCookies, remoteAddress: "198.51.100.42", payload: { status: "read" } });
    expect(read.statusCode, read.body).toBe(200);
    const [statusChange] = await recordsOf(frontDesk.id, "contact_message.status_changed");
    expect(statusChange).toMatchObject({ actorLabel: "Fran Desk", ip: "198.51.100.42", subjectType: "contact_message", subjectId: String(message.id) });
    expect(JSON.parse(statusChange?.before ?? "null")).toEqual({ status: "unread" });
    expect(JSON.parse(statusChange?.after ?? "null")).toEqual({ status: "read" });

    // A preparer reads their calendar feed's address (a credential), and tries what is not theirs.
    expect((await t.app.inject({ method: "GET", url: "/api/calendar-feed", cookies: preparerCookies, remoteAddress: "198.51.100.43" })).statusCode).toBe(200);
    expect(await recordsOf(preparer.id, "calendar_feed.address_read")).toEqual([expect.objectContaining({ ip: "198.51.100.43" })]);
    expect((await t.app.inject({ method: "GET", url: "/api/clients", cookies: preparerCookies, remoteAddress: "198.51.100.43" })).statusCode).toBe(403);
    expect(await recordsOf(preparer.id, "access.refused")).toHaveLength(1);
  });

  it("keeps the record out of anyone's reach to change or erase", async () => {
    expect((await t.app.inject({ method: "DELETE", url: "/api/audit-events", cookies: adminCookies })).statusCode).toBe(404);
    const count = await t.db.auditEvent.count();
    expect(count).toBeGreaterThan(0);
    // The database's triggers refuse both, whoever asks.
    await expect(t.db.auditEvent.deleteMany({ where: { userId: frontDesk.id } })).rejects.toThrow();
    await expect(t.db.auditEvent.updateMany({ where: { userId: frontDesk.id }, data: { actorLabel: "someone else" } })).rejects.toThrow();
    expect(await t.db.auditEvent.count()).toBe(count);
  });

  it("gives each role only what its work needs: the trail to the owner, clients' details not to a preparer", async () => {
    expect(ROLE_PERMISSIONS.front_desk).not.toContain("activity");
    expect(ROLE_PERMISSIONS.preparer).not.toContain("clients");
    expect((await t.app.inject({ method: "GET", url: "/api/audit-events", cookies: adminCookies })).statusCode).toBe(200);
    for (const cookies of [frontDeskCookies, preparerCookies]) {
      const refused = await t.app.inject({ method: "GET", url: "/api/audit-events", cookies });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "auth.notForYourRole" });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/clients", cookies: frontDeskCookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/clients", cookies: preparerCookies })).statusCode).toBe(403);
  });
});

describe('"essential cookies to keep you signed in securely and to remember the language you choose"', () => {
  // No tracking cookie: the server sets only the sign-in's own cookies, all out of scripts' reach,
  // and the one cookie a page script writes is the language.
  it("is what the policy says", () => {
    policySays("privacy.cookies.text", "The site uses essential cookies to keep you signed in securely and to remember the language you choose.");
  });

  it("sets no cookie for a visitor who does not sign in", async () => {
    for (const url of ["/", "/privacy", "/api/health", "/api/services"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.cookies, url).toEqual([]);
    }
  });

  it("signs in with httpOnly, SameSite cookies only, Secure with the __Host-/__Secure- prefixes over https", async () => {
    const client = await createUser(t.db);
    const plain = (await login(client)).cookies as SetCookie[];
    expect(plain.map((cookie) => cookie.name).sort()).toEqual([TRUSTED_DEVICE_COOKIE, REFRESH_COOKIE, ACCESS_COOKIE].sort());
    for (const cookie of plain) expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // Through the trusted proxy, over https, as in production (docker-compose.yml, deploy/Caddyfile).
    const overHttps = (await login(client, { remoteAddress: PROXY, headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.70" } }))
      .cookies as SetCookie[];
    expect(overHttps.map((cookie) => cookie.name).sort()).toEqual(
      [`__Host-${TRUSTED_DEVICE_COOKIE}`, `__Secure-${REFRESH_COOKIE}`, `__Host-${ACCESS_COOKIE}`].sort(),
    );
    for (const cookie of overHttps) expect(cookie, cookie.name).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });
  });

  it("remembers the language in the `lang` cookie the server reads to draw pages in it", async () => {
    expect(LANG_STORAGE_KEY).toBe("lang");
    const english = await t.app.inject({ method: "GET", url: "/privacy" });
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en"/);
    const spanish = await t.app.inject({ method: "GET", url: "/privacy", cookies: { [LANG_STORAGE_KEY]: "es" } });
    expect(spanish.body).toMatch(/<html lang="es"/);
    // The language switch is what writes it (client/lib/i18n.ts): a script-readable preference, not a credential.
    const switcher = readFileSync(new URL("../../client/lib/i18n.ts", import.meta.url), "utf8");
    expect(switcher).toContain("document.cookie = `${LANG_STORAGE_KEY}=${locale}; path=/;");
  });
});

describe('"encrypted connections to this site"', () => {
  // The Safeguards Rule (16 CFR 314.4(c)(3)) asks for customer information to be encrypted in
  // transit. HTTPS itself is the reverse proxy's (deploy/Caddyfile); the app tells browsers never
  // to use anything else (HSTS, from Helmet in server/plugins/security.ts), in every environment:
  // the header does not depend on NODE_ENV, and a browser ignores it over plain http anyway.
  it("is what the policy says", () => {
    policySays("privacy.protection.text", "It includes encrypted connections to this site");
  });

  it("sends Strict-Transport-Security on pages and API answers alike", async () => {
    for (const url of ["/", "/privacy", "/api/health", "/api/users/me", "/trpc/services.list"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describe('"If analytics is enabled, we use Google Analytics" and "The optional map ... is provided by Google Maps"', () => {
  // Off unless the operator sets VITE_GA_MEASUREMENT_ID (server/env.ts): no Google script may run
  // on a page, or be allowed to by the page's Content-Security-Policy, by default.
  it("is what the policy says", () => {
    policySays("privacy.cookies.text", "If analytics is enabled, we use Google Analytics to count page visits");
    policySays("privacy.cookies.text", "The optional map on our contact page is provided by Google Maps");
  });

  it("is off by default, and only the setting turns it on", () => {
    expect(t.config.analyticsEnabled).toBe(false);
    expect(t.config.maps.apiKey).toBeNull();
    const withAnalytics = loadConfig(
      { NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "file:./unused.db", COOKIE_SECRET: TEST_COOKIE_SECRET, VITE_GA_MEASUREMENT_ID: "G-TEST123" },
      () => {},
    );
    expect(withAnalytics.analyticsEnabled).toBe(true);
    // The client's loader does nothing without an id.
    expect(initAnalytics(null)).toBe(false);
    expect(isAnalyticsInitialised()).toBe(false);
  });

  it("lets no Google script or map into the pages while they are off", async () => {
    for (const url of ["/", "/contact", "/privacy"]) {
      const response = await t.app.inject({ method: "GET", url });
      const policy = String(response.headers["content-security-policy"]);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toMatch(/googletagmanager|google-analytics|googleapis|gstatic/);
      expect(response.body, url).not.toMatch(/googletagmanager|gtag\/js|maps\.googleapis/);
    }
  });
});

describe("document uploads, as the policy says them (issue 34, decision 0254)", () => {
  // Until uploads were built the policy said nothing of them; now it says what they are, and no more.
  it("says uploads are encrypted at rest under their own keys, checked for viruses, and downloaded by the owner and the preparer only", () => {
    policySays("privacy.protection.text", "documents you upload encrypted at rest, each under its own key, and checked for viruses before anyone opens them");
    policySays("privacy.protection.text", "only the owner and your preparer can download your documents, and every download is recorded");
    expect(spanishLegal["privacy.protection.text"]).toContain("guardados cifrados, cada uno con su propia clave");
    // The only encryption it claims is the connections' and the uploads'.
    expect(PRIVACY_KEYS.filter((key) => /encrypt/i.test(legal[key]))).toEqual(["privacy.protection.text"]);
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain("/documents");
  });

  it("deletes uploads two years after their appointment, as the retention rule does", () => {
    policySays("privacy.retention.text", "Documents you upload through the site are deleted two years after the appointment they were sent for");
    expect(spanishLegal["privacy.retention.text"]).toContain("se eliminan dos años después de la cita");
    expect(t.config.documents.retentionDays).toBe(730);
  });
});

/*
 * Retention, as the policy now says it (issue 33: the template had promised deletions nothing
 * performs): the abuse counts expire, a device's address is kept shortened, the security record
 * keeps full addresses permanently and cannot be erased, contact messages stay in the inbox
 * (archived), and the request logs are the host's. A retention job added later fails here and
 * sends its author to the policy.
 */
describe("retention: what the product does with addresses, contact messages and logs", () => {
  it("forgets an address's rate-limit count once its window is over", async () => {
    policySays("privacy.collect.technical", "the counts we use to stop abuse are forgotten once their time window has passed");
    const countOf = async (ip: string) =>
      (await t.db.$queryRaw<unknown[]>`SELECT limit_key FROM rate_limit_windows WHERE limit_key = ${`contact.address:${ip}`}`).length;
    const send = (ip: string) =>
      t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: ip, payload: { name: "Rita", email: "rita@example.com", phone: null, message: "Hello" } });
    expect((await send("203.0.113.81")).statusCode).toBe(200);
    expect(await countOf("203.0.113.81")).toBe(1);
    clock.advance(HOUR_MS + 60_000);
    try {
      // Any later count sweeps the expired ones.
      expect((await send("203.0.113.82")).statusCode).toBe(200);
      expect(await countOf("203.0.113.81")).toBe(0);
      expect(await countOf("203.0.113.82")).toBe(1);
    } finally {
      clock.reset();
    }
  });

  it("keeps a signed-in device's address only shortened (its /24)", async () => {
    const client = await createUser(t.db);
    await signIn(t.app, client, { remoteAddress: "198.51.100.123" });
    const sessions = await t.db.session.findMany({ where: { userId: client.id } });
    expect(sessions.map((session) => session.approximateIp)).toEqual(["198.51.100.x"]);
    expect(JSON.stringify(sessions)).not.toContain("198.51.100.123");
  });

  it("keeps the full address of a failed sign-in in the audit trail, which nothing deletes", async () => {
    policySays("privacy.collect.technical", "Our security record keeps the address of every sign-in and every staff action");
    policySays("privacy.retention.text", "The security record of sign-ins and staff actions is kept permanently, so that nobody can alter or erase what was done");
    const client = await createUser(t.db);
    expect((await login({ email: client.email, password: "wrong-password" }, { remoteAddress: "192.0.2.44" })).statusCode).toBe(401);
    const failure = await t.db.auditEvent.findFirstOrThrow({ where: { action: "auth.sign_in_failed", ip: "192.0.2.44" } });
    expect(failure.actorLabel).toBe(client.email);
    await expect(t.db.auditEvent.deleteMany({ where: { id: failure.id } })).rejects.toThrow();
  });

  it("keeps contact messages, archived or not, with the office's email copy: no route deletes one", async () => {
    policySays("privacy.retention.text", "Messages you send through the contact form stay in our inbox, archived once we have answered them.");
    const text = "Please call me about my extension.";
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "203.0.113.91",
      payload: { name: "Kim Kept", email: "kim.kept@example.com", phone: null, message: text },
    });
    expect(sent.statusCode).toBe(200);
    const message = await t.db.contactMessage.findFirstOrThrow({ where: { email: "kim.kept@example.com" } });
    const admin = await createUser(t.db, { role: "admin" });
    const cookies = await signIn(t.app, admin);
    expect((await t.app.inject({ method: "PUT", url: `/api/contact-messages/${message.id}`, cookies, payload: { status: "archived" } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/contact-messages/${message.id}`, cookies })).statusCode).toBe(404);
    expect(await t.db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ status: "archived", message: text });
    const copies = await t.db.outboxMessage.findMany({ where: { payload: { contains: "kim.kept@example.com" } } });
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.some((copy) => copy.payload.includes(text))).toBe(true);
  });

  it("writes request logs to the process's output only: the app stores and deletes none", () => {
    policySays("privacy.retention.text", "The web server's logs are kept by our hosting provider for the period its service sets.");
    const options = loggerOptions("info") as Record<string, unknown>;
    expect(options).not.toHaveProperty("stream");
    expect(options).not.toHaveProperty("file");
    expect(options).not.toHaveProperty("transport");
  });
});
