import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTableOf } from "../rest/contract/route-contract";
import { inEnglish, say } from "../shared/i18n/server-messages";
import { PERMISSION_DESCRIPTIONS } from "../shared/permission-descriptions";
import { can, ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from "../shared/permissions";
import { createUser } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trpcCall } from "../testing/trpc-inject";
import { appRouter } from "../trpc/router";
import { openFingerprinter, type Fingerprinter } from "./db-fingerprint";
import { sessionMinter, type SessionCookies } from "./session-minter";

/**
 * Issue 32: every office path, REST and tRPC, called by each staff role (docs/permissions.md).
 * The rows come from the route table itself (each guard names its permission), so a new office
 * path is in the matrix the day it is added. A role the permission leaves out gets 403 with the
 * sentence that says so and changes nothing; a role it covers gets past the guard (whatever its
 * empty input then earns: 200, 400, 404...). The document's tables are written from the same
 * table, and the test fails when docs/permissions.md says otherwise (`vitest -u` rewrites it).
 */
let t: TestApp;
let fingerprints: Fingerprinter;
const cookiesOf = {} as Record<StaffRole, SessionCookies>;

beforeAll(async () => {
  t = await createTestApp();
  fingerprints = openFingerprinter(t.db);
  const mint = sessionMinter(t);
  for (const role of STAFF_ROLES) cookiesOf[role] = await mint((await createUser(t.db, { role })).id);
});
afterAll(async () => {
  await t.close();
});

/** A path's parameters filled with an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "999999");

const NOT_FOR_YOUR_ROLE = inEnglish(say.auth.notForYourRole);

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; meta?: { permission?: Permission } } };
const officeProcedures = () =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>)
    .filter(([, procedure]) => procedure._def.meta?.permission)
    .map(([path, procedure]) => ({ path, kind: procedure._def.type, permission: procedure._def.meta?.permission as Permission }));

const officeRoutes = () => routeTableOf(t.app).filter((route) => route.permission !== null);

describe("every office path, for each staff role", () => {
  it("is guarded by a permission on both transports", () => {
    expect(officeRoutes().length).toBeGreaterThan(30);
    expect(officeProcedures().length).toBeGreaterThan(30);
  });

  for (const role of STAFF_ROLES) {
    it(`REST: the ${role} role gets past the guard exactly where its permissions allow`, async () => {
      for (const { method, url, permission } of officeRoutes()) {
        const before = await fingerprints.take();
        const response = await t.app.inject({ method: method as "GET", url: concrete(url), cookies: cookiesOf[role], payload: method === "GET" || method === "DELETE" ? undefined : {} });
        const where = `${method} ${url} (${permission}) as ${role}`;
        if (can(role, permission!)) {
          expect([401, 403], where).not.toContain(response.statusCode);
        } else {
          expect({ status: response.statusCode, message: response.json().message }, where).toEqual({ status: 403, message: NOT_FOR_YOUR_ROLE });
          expect(await fingerprints.take(), `${where} changed nothing`).toEqual(before);
        }
      }
    });

    it(`tRPC: the ${role} role gets past the guard exactly where its permissions allow`, async () => {
      for (const { path, kind, permission } of officeProcedures()) {
        if (kind === "subscription") continue;
        const before = await fingerprints.take();
        const { status, error } = await trpcCall(t.app, kind, path, { cookies: cookiesOf[role] });
        const where = `${path} (${permission}) as ${role}`;
        if (can(role, permission)) {
          expect(error?.code ?? "OK", where).not.toMatch(/^(UNAUTHORIZED|FORBIDDEN)$/);
        } else {
          expect({ status, code: error?.code, message: error?.message }, where).toEqual({ status: 403, code: "FORBIDDEN", message: NOT_FOR_YOUR_ROLE });
          expect(await fingerprints.take(), `${where} changed nothing`).toEqual(before);
        }
      }
    });
  }
});

/** docs/permissions.md: the roles' table and every office path's permission, from the code. */
function permissionsDocument(): string {
  const names: Record<StaffRole, string> = { admin: "owner", front_desk: "front desk", preparer: "preparer" };
  const roles = STAFF_ROLES.map((role) => `${names[role]} (\`${role}\`)`);
  const lines = [
    "# Who on the staff may do what",
    "",
    "<!-- Written by server/reliability/staff-permissions.test.ts from server/shared/permissions.ts and the route table: run `npx vitest run server/reliability/staff-permissions.test.ts -u` after changing either. -->",
    "",
    "The office's staff sign in like clients and need two-step sign-in before any office path answers them; a path",
    "their role does not cover answers 403 (\"Your role in the office does not include this.\"). The owner is the",
    "spec's `admin` and may do everything. One table decides it, `server/shared/permissions.ts`; the guards of both",
    "transports read it (`requireOffice`, `requireOfficeSession`, `officeProcedure`), and so does the admin area's",
    "navigation. `server/reliability/staff-permissions.test.ts` calls every path below as every role (decision 0224).",
    "",
    "Besides these, `DELETE /api/appointments/:id` and `PUT /api/appointments/:id/reschedule` let a client cancel or move",
    "their own appointment until the cutoff (as tRPC's `appointments.cancelMine` and `appointments.rescheduleMine` do), and",
    "staff with `appointments`, or an API key, cancel or move any. A preparer sees only the appointments assigned to",
    "them (`GET /api/appointments/assigned`, decision 0231). The owner invites staff, changes their roles and",
    "deactivates them on /admin/staff (decision 0234); `npm run create-admin -- --role front_desk` (or `--role preparer`)",
    "does the same from the server's shell.",
    "",
    "## What each role may do",
    "",
    `| Permission | What it covers | ${roles.join(" | ")} |`,
    `|---|---|${STAFF_ROLES.map(() => "---").join("|")}|`,
    ...(Object.entries(PERMISSION_DESCRIPTIONS) as [Permission, string][]).map(
      ([permission, covers]) => `| \`${permission}\` | ${covers} | ${STAFF_ROLES.map((role) => (ROLE_PERMISSIONS[role].includes(permission) ? "yes" : "no")).join(" | ")} |`,
    ),
    "",
    "## Which permission each office path needs",
    "",
    "REST (API keys act for the office within their scope, except where the access is `admin-session`):",
    "",
    "| Method | Path | Permission | Access |",
    "|---|---|---|---|",
    ...officeRoutes().map(({ method, url, permission, access }) => `| ${method} | \`${url}\` | \`${permission}\` | ${access} |`),
    "",
    "tRPC (the site's own client; sessions only):",
    "",
    "| Procedure | Kind | Permission |",
    "|---|---|---|",
    ...officeProcedures().map(({ path, kind, permission }) => `| \`${path}\` | ${kind} | \`${permission}\` |`),
    "",
  ];
  return lines.join("\n");
}

it("docs/permissions.md says what the code does", async () => {
  await expect(permissionsDocument()).toMatchFileSnapshot("../../docs/permissions.md");
});
