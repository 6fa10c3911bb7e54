import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEST_ARGON2_OPTIONS } from "./password";
import { hashOnThread, idleHashThreads, verifyOnThread } from "./hash-threads";

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
const threadNiceness = () =>
  readdirSync("/proc/self/task").map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ")[16]));

describe("argon2 on its own threads (decision 0256)", () => {
  it("hashes and verifies, a wrong password and a malformed hash are refused", async () => {
    const hashed = await hashOnThread("correct horse battery staple", TEST_ARGON2_OPTIONS);
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyOnThread(hashed, "correct horse battery staple")).toBe(true);
    expect(await verifyOnThread(hashed, "a wrong guess")).toBe(false);
    await expect(verifyOnThread("not a hash", "anything")).rejects.toThrow();
  });

  it("runs them at the lowest CPU priority, apart from the event loop, and keeps the threads for the next", async () => {
    await Promise.all([hashOnThread("one", TEST_ARGON2_OPTIONS), hashOnThread("two", TEST_ARGON2_OPTIONS)]);
    // Two at once took two threads, which now wait for work, each at nice 19 (other tests of this
    // worker may have left more waiting, and one past its idle time may still be ending).
    expect(idleHashThreads()).toBeGreaterThanOrEqual(2);
    expect(threadNiceness().filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(idleHashThreads());
    // The process's main thread keeps its priority.
    expect(threadNiceness()[0]).toBe(0);
  });
});
