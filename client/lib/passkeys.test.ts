import { describe, expect, it } from "vitest";
import { deviceName, isPasskeyCancelled } from "./passkeys";

describe("deviceName", () => {
  it.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Linux"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
  ])("names %s", (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });

  it("gives null when it recognises nothing", () => {
    expect(deviceName("curl/8.5.0")).toBeNull();
  });
});

describe("isPasskeyCancelled", () => {
  const named = (name: string) => Object.assign(new Error("x"), { name });

  it("reads the browser's NotAllowedError and AbortError, directly or as the cause, as a cancelled prompt", () => {
    expect(isPasskeyCancelled(named("NotAllowedError"))).toBe(true);
    expect(isPasskeyCancelled(named("AbortError"))).toBe(true);
    expect(isPasskeyCancelled(Object.assign(new Error("wrapped"), { cause: named("NotAllowedError") }))).toBe(true);
    expect(isPasskeyCancelled(Object.assign(new Error("aborted"), { code: "ERROR_CEREMONY_ABORTED" }))).toBe(true);
  });

  it("leaves real failures alone", () => {
    expect(isPasskeyCancelled(named("SecurityError"))).toBe(false);
    expect(isPasskeyCancelled("NotAllowedError")).toBe(false);
  });
});
