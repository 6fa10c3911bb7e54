/** A clock that tests set and move forward, passed to createTestApp as `now`. */
export function testClock(start: string) {
  const initial = new Date(start).getTime();
  let at = initial;
  return {
    now: () => new Date(at),
    set: (instant: string) => {
      at = new Date(instant).getTime();
    },
    advance: (ms: number) => {
      at += ms;
    },
    reset: () => {
      at = initial;
    },
  };
}
