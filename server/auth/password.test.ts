import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("uses argon2id at the OWASP minimum (19 MiB, 2 passes) outside test runs", async () => {
    vi.stubEnv("ARGON2_TEST_COST", undefined);
    const hashed = await hashPassword("correct horse battery staple");
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(hashed, "Correct horse battery staple")).toBe(false);
  });

  it("keeps the production cost when only one of the two test switches is set", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("ARGON2_TEST_COST", "low");
    expect(await hashPassword("a password")).toMatch(/\$m=19456,t=2,p=1\$/);
  });

  it("hashes at the lowest cost in test runs, and such a hash still verifies", async () => {
    vi.stubEnv("NODE_ENV", "test");
    vi.stubEnv("ARGON2_TEST_COST", "low");
    const hashed = await hashPassword("a password");
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(hashed, "a password")).toBe(true);
  });

  it("treats a malformed hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});
