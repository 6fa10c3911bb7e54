import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { createUser } from "../testing/factories";
import { freshDatabaseFile, killAllServers, startServer } from "../testing/server-process";

/**
 * Issue 31 (decision 0215): two server processes on one database file, sent wrong passwords for
 * one account all at once, half to each. The limit holds across them: exactly the limit is
 * evaluated, whichever process counted it, and every other guess is refused unevaluated.
 */
const LIMIT = 10;
const GUESSES = 60;
const database = freshDatabaseFile();
afterAll(() => {
  killAllServers();
  database.remove();
});

describe("two server processes on one database", () => {
  it(`answer ${GUESSES} concurrent wrong passwords with exactly ${LIMIT} evaluated between them`, async () => {
    const seed = await openDatabase(database.file);
    const user = await createUser(seed, { password: "the-right-password" });
    await seed.$disconnect();

    const env = { LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_MAX_FAILURES_PER_ACCOUNT: "1000", LOGIN_MAX_FAILURES_PER_ADDRESS: "1000" };
    const servers = await Promise.all([startServer({ databaseFile: database.file, env }), startServer({ databaseFile: database.file, env })]);
    const login = (base: string, password: string) =>
      fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: user.email, password }) });
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, index) => login(servers[index % 2]?.base ?? "", `guess-${index}`).then((response) => response.status)),
    );
    expect(answers.filter((status) => status === 401), servers.map((server) => server.output()).join("\n")).toHaveLength(LIMIT);
    expect(answers.filter((status) => status === 429)).toHaveLength(GUESSES - LIMIT);
    // The account is locked on both, even for its owner.
    for (const server of servers) expect((await login(server.base, "the-right-password")).status).toBe(429);
    for (const server of servers) expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
