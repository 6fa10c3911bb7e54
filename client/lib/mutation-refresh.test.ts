import { describe, expect, it } from "vitest";
import { refreshOnSettled, updateOnSuccess } from "./mutation-refresh";

type Options = {
  onSuccess?: (data: string, variables: number) => unknown;
  onSettled?: (data: string | undefined, error: Error | null, variables: number) => unknown;
};

describe("refreshOnSettled", () => {
  it("runs the caller's onSettled with its arguments, then the refresh, and settles once both are done", async () => {
    const calls: string[] = [];
    const options = refreshOnSettled<Options>(
      { onSettled: (data, error, variables) => void calls.push(`caller ${data} ${error} ${variables}`) },
      async () => void calls.push("refresh"),
    );
    await options.onSettled?.("ok", null, 7);
    expect(calls).toEqual(["caller ok null 7", "refresh"]);
  });

  it("refreshes without caller options, and keeps the caller's other callbacks", async () => {
    let refreshed = 0;
    await refreshOnSettled<Options>(undefined, async () => void refreshed++).onSettled?.(undefined, new Error("x"), 1);
    expect(refreshed).toBe(1);
    const onSuccess = () => "kept";
    expect(refreshOnSettled<Options>({ onSuccess }, async () => undefined).onSuccess).toBe(onSuccess);
  });
});

describe("updateOnSuccess", () => {
  it("updates with the answer first, then runs the caller's onSuccess", async () => {
    const calls: string[] = [];
    const options = updateOnSuccess<Options>({ onSuccess: (data) => void calls.push(`caller ${data}`) }, (data) => void calls.push(`update ${data}`));
    await options.onSuccess?.("saved", 3);
    expect(calls).toEqual(["update saved", "caller saved"]);
  });
});
