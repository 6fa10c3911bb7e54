import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_PROFILE } from "../../server/shared/business";
import type { BusinessProfile } from "../../server/shared/business-profile.schema";
import { KNOWN_SIGNED_OUT, type SiteSettings } from "../../server/shared/site-settings";
import type { PublicUser } from "../../server/shared/user.schema";
import type { AppRouter } from "../../server/trpc/router";
import { createDataLayer, type DataLayer } from "./data-layer/data-layer";
import { sessionQueryKey } from "./data-layer/shell-queries";
import { provideEmbeddedData } from "./embedded-data";
import { createQueryClient } from "./query-client";
import { readShellData, subscribeShellData, provideDataLayer, type ShellDataName } from "./shell-data";
import { trpc } from "./trpc";

const carriedBusiness: BusinessProfile = { ...PLACEHOLDER_PROFILE, name: "Carried Tax Office" };
const settings: SiteSettings = { timeZone: "America/Los_Angeles", maps: { apiKey: null, mapId: "map" }, adminIdleMinutes: 15 };
const user: PublicUser = { id: 4, full_name: "Ana Client", email: "ana@example.com", phone: null, role: "client", locale: "en", mfa_enabled: false };

const unauthorized = () =>
  TRPCClientError.from({ error: { code: -32001, message: "Please log in to continue.", data: { code: "UNAUTHORIZED", httpStatus: 401 } } });

/** A data layer whose tRPC calls are answered by `answer` (by path), with the app's query client defaults. */
function layerAnswering(answer: (path: string) => unknown): { layer: DataLayer; calls: string[] } {
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> = () => ({ op }) =>
    observable((observer) => {
      calls.push(op.path);
      void Promise.resolve().then(() => {
        try {
          observer.next({ result: { type: "data", data: answer(op.path) } });
          observer.complete();
        } catch (error) {
          observer.error(error as TRPCClientError<AppRouter>);
        }
      });
    });
  return { layer: provideDataLayer(createDataLayer(createQueryClient(), trpc.createClient({ links: [link] }))), calls };
}

const stops: (() => void)[] = [];
/** Reads an entry as a component would: subscribed, so its query is observed. */
function watch(name: ShellDataName): void {
  stops.push(subscribeShellData(name, () => {}));
}
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe("the shell's data (decision 0257)", () => {
  it("is what the page carried, with no request, and follows what a page writes to its queries", async () => {
    provideEmbeddedData({ business: carriedBusiness, settings, session: KNOWN_SIGNED_OUT, legal: null });
    const { layer, calls } = layerAnswering(() => {
      throw new Error("no request expected");
    });
    watch("business");
    watch("session");
    expect(readShellData("business")).toEqual({ status: "success", data: carriedBusiness });
    expect(readShellData("settings")).toEqual({ status: "success", data: settings });
    expect(readShellData("session")).toEqual({ status: "success", data: null });

    // The owner saved the profile (`utils.business.get.setData`); someone signed in (`useSetSessionUser`).
    const saved = { ...carriedBusiness, name: "Saved Tax Office" };
    layer.queryClient.setQueryData([["business", "get"], { type: "query" }], saved);
    layer.setSessionUser(user);
    expect(readShellData("business").data).toEqual(saved);
    expect(readShellData("session")).toEqual({ status: "success", data: user });
    // A fetch, had one started, would count at once (TanStack marks its query fetching synchronously).
    expect(layer.queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("asks the server for what the page did not carry, and again when a page invalidates it", async () => {
    provideEmbeddedData({ business: carriedBusiness, settings, session: null, legal: null });
    let name = "Ana Client";
    const { layer, calls } = layerAnswering((path) => (path === "users.me" ? { ...user, full_name: name } : null));
    watch("session");
    expect(readShellData("session").status).toBe("pending");
    await vi.waitFor(() => expect(readShellData("session").data?.full_name).toBe("Ana Client"));

    name = "Ana Renamed";
    await layer.queryClient.invalidateQueries({ queryKey: [["users", "me"]] });
    expect(readShellData("session").data?.full_name).toBe("Ana Renamed");
    expect(calls).toEqual(["users.me", "users.me"]);
  });

  it("takes a 401 from users.me (a session that ended and could not be refreshed) as nobody signed in", async () => {
    provideEmbeddedData({ business: carriedBusiness, settings, session: null, legal: null });
    layerAnswering(() => {
      throw unauthorized();
    });
    watch("session");
    await vi.waitFor(() => expect(readShellData("session")).toEqual({ status: "success", data: null }));
  });

  it("on signing out, keeps the session (nobody) and goes back to what the page carried for the rest", () => {
    provideEmbeddedData({ business: carriedBusiness, settings, session: null, legal: null });
    const { layer } = layerAnswering(() => {
      throw new Error("no request expected");
    });
    watch("business");
    layer.setSessionUser(user);
    layer.queryClient.setQueryData([["business", "get"], { type: "query" }], { ...carriedBusiness, name: "Signed-in view" });
    layer.signOut();
    expect(readShellData("session")).toEqual({ status: "success", data: null });
    expect(layer.queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(readShellData("business").data).toBe(carriedBusiness);
  });
});
