import crypto from "node:crypto";
import { Signer } from "@fastify/cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberingSigner } from "./remembering-signer";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the cookie signer", () => {
  it("signs as @fastify/cookie does and checks a value it has seen without computing its HMAC again", () => {
    const signer = rememberingSigner("a-secret-of-at-least-thirty-two-characters");
    const signed = signer.sign("session-1");
    expect(signed).toBe(new Signer("a-secret-of-at-least-thirty-two-characters").sign("session-1"));
    const hmacs = vi.spyOn(crypto, "createHmac");
    expect(signer.unsign(signed)).toEqual({ valid: true, renew: false, value: "session-1" });
    expect(signer.unsign(signed)).toEqual({ valid: true, renew: false, value: "session-1" });
    expect(hmacs).toHaveBeenCalledTimes(1);
  });

  it("refuses a forged or foreign signature every time, and keeps none of them", () => {
    const signer = rememberingSigner("a-secret-of-at-least-thirty-two-characters");
    const foreign = new Signer("another-secret-of-thirty-two-characters!").sign("session-1");
    const forged = `${signer.sign("session-1").slice(0, -2)}xx`;
    const hmacs = vi.spyOn(crypto, "createHmac");
    for (const attempt of [foreign, forged, foreign, forged, "no-signature", ""]) {
      expect(signer.unsign(attempt)).toEqual({ valid: false, renew: false, value: null });
    }
    expect(hmacs).toHaveBeenCalledTimes(4);
  });
});
