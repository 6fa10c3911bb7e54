import { useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;

/** Looked at four times a minute; the snapshot only changes when the minute turns, so nothing re-renders in between. */
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The time now, to the minute (epoch ms), for what a page offers at a given time (an action that
 * opens once an appointment has started). What is allowed is the server's to decide, on its own clock.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, currentMinute);
}
