import { describe, expect, it, vi } from "vitest";
import { createRefreshCoordinator } from "./refresh-coordinator";

/** A refresh whose outcome the test decides, to hold callers while it "runs". */
function controllableRefresh() {
  const pending: Array<(ok: boolean) => void> = [];
  const refresh = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        pending.push(resolve);
      }),
  );
  return {
    refresh,
    settle(ok: boolean) {
      const resolve = pending.shift();
      if (!resolve) throw new Error("no refresh is in flight");
      resolve(ok);
    },
  };
}

describe("createRefreshCoordinator", () => {
  it("runs one refresh for concurrent callers and tells them all it succeeded", async () => {
    const control = controllableRefresh();
    const onRefreshFailed = vi.fn();
    const coordinator = createRefreshCoordinator({ refresh: control.refresh, onRefreshFailed });
    const since = coordinator.snapshot();

    const waiting = [coordinator.recover(since), coordinator.recover(since), coordinator.recover(since)];
    control.settle(true);

    await expect(Promise.all(waiting)).resolves.toEqual([true, true, true]);
    expect(control.refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it("tells every waiting caller when the refresh fails and reports the lost session once", async () => {
    const control = controllableRefresh();
    const onRefreshFailed = vi.fn();
    const coordinator = createRefreshCoordinator({ refresh: control.refresh, onRefreshFailed });
    const since = coordinator.snapshot();

    const waiting = [coordinator.recover(since), coordinator.recover(since)];
    control.settle(false);

    await expect(Promise.all(waiting)).resolves.toEqual([false, false]);
    expect(control.refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it("treats a refresh that throws (network down) as a failure", async () => {
    const onRefreshFailed = vi.fn();
    const coordinator = createRefreshCoordinator({
      refresh: () => Promise.reject(new TypeError("Failed to fetch")),
      onRefreshFailed,
    });

    await expect(coordinator.recover(coordinator.snapshot())).resolves.toBe(false);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it("lets a call that started before a successful refresh retry without refreshing again", async () => {
    const control = controllableRefresh();
    const coordinator = createRefreshCoordinator({ refresh: control.refresh, onRefreshFailed: vi.fn() });
    const lateCallStartedAt = coordinator.snapshot();

    const first = coordinator.recover(coordinator.snapshot());
    control.settle(true);
    await first;

    await expect(coordinator.recover(lateCallStartedAt)).resolves.toBe(true);
    expect(control.refresh).toHaveBeenCalledTimes(1);
  });

  it("starts a new refresh for a 401 that arrives after the previous refresh settled", async () => {
    const control = controllableRefresh();
    const coordinator = createRefreshCoordinator({ refresh: control.refresh, onRefreshFailed: vi.fn() });

    const first = coordinator.recover(coordinator.snapshot());
    control.settle(true);
    await first;

    const second = coordinator.recover(coordinator.snapshot());
    expect(control.refresh).toHaveBeenCalledTimes(2);
    control.settle(false);
    await expect(second).resolves.toBe(false);
  });
});
