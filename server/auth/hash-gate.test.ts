import { describe, expect, it } from "vitest";
import { DomainError } from "../services/errors";
import { API_MESSAGES } from "../shared/api-messages";
import { createHashGate } from "./hash-gate";

/** A piece of work that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe("the password hash gate (issue 29 item 13)", () => {
  it("runs at most `concurrency` at once, lets the others wait in order, and refuses past the queue with 503", async () => {
    const gate = createHashGate({ concurrency: 2, maxWaiting: 2 });
    const works = Array.from({ length: 4 }, () => deferred());
    const started: number[] = [];
    const runs = works.map((work, index) =>
      gate.run(async () => {
        started.push(index);
        await work.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });

    const refused = await gate.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: "BUSY", message: API_MESSAGES.request.busy, retryAfterSeconds: 1 });

    works[1]?.finish();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const work of works) work.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("gives the slot back when the work fails", async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error("argon2 failed")))).rejects.toThrow("argon2 failed");
    expect(await gate.run(async () => "ran")).toBe("ran");
  });
});
