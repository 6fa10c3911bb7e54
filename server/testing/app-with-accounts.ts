import { createUser, signIn, type TestUser } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

type UserOptions = Omit<NonNullable<Parameters<typeof createUser>[1]>, "role">;
/** The session cookies signIn answers, for `inject`. */
export type SignedInCookies = Awaited<ReturnType<typeof signIn>>;

export type AppWithAccounts = {
  t: TestApp;
  admin: TestUser;
  client: TestUser;
  adminCookies: SignedInCookies;
  clientCookies: SignedInCookies;
};

/**
 * The setup most route tests share: the real server over a fresh database (createTestApp),
 * one admin and one client written to it, each signed in through the real routes. A test file
 * calls it in its `beforeAll` and closes `t` in its `afterAll`; every other row it needs it
 * writes itself, so each file still owns its data.
 *
 * `admin` and `client` take createUser's options (a name, a password); `adminAddress` is the
 * address the admin signs in from.
 */
export async function createAppWithAccounts(
  options: {
    app?: Parameters<typeof createTestApp>[0];
    admin?: UserOptions;
    client?: UserOptions;
    adminAddress?: string;
  } = {},
): Promise<AppWithAccounts> {
  const t = await createTestApp(options.app);
  const admin = await createUser(t.db, { ...options.admin, role: "admin" });
  const client = await createUser(t.db, { ...options.client, role: "client" });
  const adminCookies = await signIn(t.app, admin, { remoteAddress: options.adminAddress });
  const clientCookies = await signIn(t.app, client);
  return { t, admin, client, adminCookies, clientCookies };
}
