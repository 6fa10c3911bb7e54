import { describe, expect, it, vi } from "vitest";
import { createSessionRefresher, type Renewal } from "./auth-api";

/** A refresher over a fake server whose answers the test releases, and a clock it moves. */
function setUp() {
  let time = Date.parse("2026-03-02T15:00:00Z");
  const sent: { activity: boolean; answer: (renewed: boolean) => void }[] = [];
  const refresher = createSessionRefresher(
    (activity) => new Promise<boolean>((answer) => sent.push({ activity, answer })),
    () => time,
  );
  const renewals: Renewal[] = [];
  refresher.onRefreshed((renewal) => renewals.push(renewal));
  return {
    refresher,
    sent,
    renewals,
    advance: (ms: number) => (time += ms),
  };
}

// Issue 29 item 17: only a person's input makes a refresh count as use of the session.
describe("the page's session refreshes", () => {
  it("count the page's opening as use, and a refresh a quarter of an hour later without input (a poll's) as none", async () => {
    const { refresher, sent, renewals, advance } = setUp();
    const opened = refresher.refresh();
    sent[0]?.answer(true);
    expect(await opened).toBe(true);
    advance(15 * 60_000);
    const polled = refresher.refresh();
    sent[1]?.answer(true);
    expect(await polled).toBe(true);
    expect(sent.map((request) => request.activity)).toEqual([true, false]);
    expect(renewals).toEqual([
      { activity: true, sentAt: Date.parse("2026-03-02T15:00:00Z") },
      { activity: false, sentAt: Date.parse("2026-03-02T15:15:00Z") },
    ]);
  });

  it("count a refresh within a minute of a person's input as use", async () => {
    const { refresher, sent, advance } = setUp();
    advance(20 * 60_000);
    refresher.noteInput();
    advance(59_000);
    const renewed = refresher.refresh();
    sent[0]?.answer(true);
    await renewed;
    expect(sent.map((request) => request.activity)).toEqual([true]);
  });

  it("share one refresh between callers, but send another after one that left before a person's input", async () => {
    const { refresher, sent, renewals, advance } = setUp();
    advance(20 * 60_000);
    const polled = refresher.refresh();
    const alsoPolled = refresher.refresh();
    refresher.noteInput();
    const afterInput = refresher.refresh();
    expect(sent.map((request) => request.activity)).toEqual([false]);
    sent[0]?.answer(true);
    // Only after the first has answered: the refresh token is single use.
    await vi.waitFor(() => expect(sent.map((request) => request.activity)).toEqual([false, true]));
    sent[1]?.answer(true);
    expect(await Promise.all([polled, alsoPolled, afterInput])).toEqual([true, true, true]);
    expect(renewals.map((renewal) => renewal.activity)).toEqual([false, true]);
  });

  it("tell the admin idle guard of each input", () => {
    const { refresher } = setUp();
    let inputs = 0;
    const stop = refresher.onInput(() => (inputs += 1));
    refresher.noteInput();
    stop();
    refresher.noteInput();
    expect(inputs).toBe(1);
  });
});
