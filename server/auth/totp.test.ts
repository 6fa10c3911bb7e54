import { describe, expect, it } from "vitest";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { createSecretBox } from "./secret-box";
import { newTotpSecret, totpCode, totpStep, totpUrl, verifyTotp } from "./totp";

const AT = new Date("2026-03-02T15:00:10.000Z");
const STEP_MS = 30_000;

describe("authenticator-app codes (RFC 6238)", () => {
  const secret = newTotpSecret();

  it("matches the RFC's SHA-1 test vector", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", T = 59 s gives 94287082 (8 digits); 6 digits: 287082.
    expect(totpCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", new Date(59_000))).toBe("287082");
  });

  it("accepts the code of the current step and of the step either side, naming the step", () => {
    const current = totpStep(AT);
    expect(verifyTotp(secret, totpCode(secret, AT), AT)).toBe(current);
    expect(verifyTotp(secret, totpCode(secret, new Date(AT.getTime() - STEP_MS)), AT)).toBe(current - 1);
    expect(verifyTotp(secret, totpCode(secret, new Date(AT.getTime() + STEP_MS)), AT)).toBe(current + 1);
  });

  it("refuses codes two steps away, codes of another secret, and anything but six digits", () => {
    expect(verifyTotp(secret, totpCode(secret, new Date(AT.getTime() - 2 * STEP_MS)), AT)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(AT.getTime() + 2 * STEP_MS)), AT)).toBeNull();
    expect(verifyTotp(newTotpSecret(), totpCode(secret, AT), AT)).toBeNull();
    for (const typed of ["", "12345", "1234567", "abcdef", "12 34 5x"]) expect(verifyTotp(secret, typed, AT)).toBeNull();
  });

  it("ignores spaces typed inside a code", () => {
    const code = totpCode(secret, AT);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, AT)).toBe(totpStep(AT));
  });

  it("names the office as issuer and the account in the otpauth URL", () => {
    const url = new URL(totpUrl(secret, "Valley Tax Pros", "rosa@example.com"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Valley Tax Pros");
    expect(decodeURIComponent(url.pathname)).toContain("rosa@example.com");
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes of 60 bits, shown as xxxx-xxxx-xxxx", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it("hashes a code the same however it is typed back, and tells it from an app's code", () => {
    const [code = ""] = newRecoveryCodes();
    expect(hashRecoveryCode(` ${code.toUpperCase().replaceAll("-", " ")} `)).toBe(hashRecoveryCode(code));
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});

describe("the secret box", () => {
  const box = createSecretBox("a-cookie-secret-that-is-long-enough-0123456789", "totp-secret");

  it("opens what it sealed, and never stores the plain text", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("refuses text sealed with another secret or purpose, or altered", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(createSecretBox("another-cookie-secret-long-enough-0123456789", "totp-secret").open(sealed)).toBeNull();
    expect(createSecretBox("a-cookie-secret-that-is-long-enough-0123456789", "other").open(sealed)).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith("A") ? "B" : "A"}A`;
    expect(box.open(altered)).toBeNull();
    expect(box.open("not sealed")).toBeNull();
  });
});
