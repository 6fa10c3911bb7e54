import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { initTRPC } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { describe, expect, it, vi } from "vitest";
import { createRefreshCoordinator } from "./refresh-coordinator";
import { refreshLink } from "./refresh-link";

const t = initTRPC.create();
const testRouter = t.router({
  users: t.router({ me: t.procedure.query(() => "users.me answered") }),
  auth: t.router({
    login: t.procedure.mutation(() => "auth.login answered"),
    loginMfa: t.procedure.mutation(() => "auth.loginMfa answered"),
    passkeyLogin: t.procedure.mutation(() => "auth.passkeyLogin answered"),
  }),
});
type TestRouter = typeof testRouter;

/** Successful answers come from the real procedures, run in-process. */
const caller = t.createCallerFactory(testRouter)({});
const procedures: Record<string, () => Promise<string>> = {
  "users.me": () => caller.users.me(),
  "auth.login": () => caller.auth.login(),
  "auth.loginMfa": () => caller.auth.loginMfa(),
  "auth.passkeyLogin": () => caller.auth.passkeyLogin(),
};

function unauthorized() {
  return TRPCClientError.from({
    error: { code: -32001, message: "Please log in to continue.", data: { code: "UNAUTHORIZED", httpStatus: 401 } },
  });
}

function badRequest() {
  return TRPCClientError.from({
    error: { code: -32600, message: "Email is required.", data: { code: "BAD_REQUEST", httpStatus: 400 } },
  });
}

/** Stands in for the HTTP link: answers each call from a per-path script and counts calls. */
function scriptedServer(script: Record<string, Array<"ok" | "401" | "400">>) {
  const calls: string[] = [];
  const link: TRPCLink<TestRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push(op.path);
      const answer = script[op.path]?.shift() ?? "ok";
      if (answer === "401") observer.error(unauthorized());
      else if (answer === "400") observer.error(badRequest());
      else
        void procedures[op.path]!().then((data) => {
          observer.next({ result: { type: "data", data } });
          observer.complete();
        });
      return () => undefined;
    });
  return { link, calls };
}

function clientWith(server: ReturnType<typeof scriptedServer>, refresh: () => Promise<boolean>) {
  const onRefreshFailed = vi.fn();
  const refreshSpy = vi.fn(refresh);
  const coordinator = createRefreshCoordinator({ refresh: refreshSpy, onRefreshFailed });
  const client = createTRPCClient<TestRouter>({ links: [refreshLink<TestRouter>(coordinator), server.link] });
  return { client, refresh: refreshSpy, onRefreshFailed };
}

describe("refreshLink", () => {
  it("passes successful calls through without refreshing", async () => {
    const server = scriptedServer({});
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.users.me.query()).resolves.toBe("users.me answered");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes once and retries a call answered 401", async () => {
    const server = scriptedServer({ "users.me": ["401", "ok"] });
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.users.me.query()).resolves.toBe("users.me answered");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual(["users.me", "users.me"]);
  });

  it("retries at most once: a second 401 goes to the caller", async () => {
    const server = scriptedServer({ "users.me": ["401", "401"] });
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.users.me.query()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(2);
  });

  it("rejects with the 401 and reports the lost session when the refresh fails", async () => {
    const server = scriptedServer({ "users.me": ["401"] });
    const { client, onRefreshFailed } = clientWith(server, async () => false);

    await expect(client.users.me.query()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(server.calls).toEqual(["users.me"]);
  });

  it("makes concurrent 401s share one refresh and retries each of them", async () => {
    const server = scriptedServer({ "users.me": ["401", "401", "401", "ok", "ok", "ok"] });
    const { client, refresh } = clientWith(server, async () => true);

    const results = await Promise.all([client.users.me.query(), client.users.me.query(), client.users.me.query()]);

    expect(results).toEqual(["users.me answered", "users.me answered", "users.me answered"]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("fails every concurrent caller when the shared refresh fails", async () => {
    const server = scriptedServer({ "users.me": ["401", "401"] });
    const { client, refresh, onRefreshFailed } = clientWith(server, async () => false);

    const outcomes = await Promise.allSettled([client.users.me.query(), client.users.me.query()]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it("does not refresh for errors other than 401", async () => {
    const server = scriptedServer({ "users.me": ["400"] });
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.users.me.query()).rejects.toMatchObject({ message: "Email is required." });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("does not refresh for a failed sign-in: its 401 means wrong credentials", async () => {
    const server = scriptedServer({ "auth.login": ["401"] });
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.auth.login.mutate()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect(refresh).not.toHaveBeenCalled();
    expect(server.calls).toEqual(["auth.login"]);
  });

  it("does not refresh for a failed second step or passkey sign-in: no session exists yet", async () => {
    const server = scriptedServer({ "auth.loginMfa": ["401"], "auth.passkeyLogin": ["401"] });
    const { client, refresh } = clientWith(server, async () => true);

    await expect(client.auth.loginMfa.mutate()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    await expect(client.auth.passkeyLogin.mutate()).rejects.toMatchObject({ data: { httpStatus: 401 } });
    expect(refresh).not.toHaveBeenCalled();
    expect(server.calls).toEqual(["auth.loginMfa", "auth.passkeyLogin"]);
  });
});
