import type { DeviceSession } from "#server/shared/sessions.schema.ts";

/** Signed-in devices for the settings stories (issue 17): this laptop, a phone, an old tablet. */
export const SAMPLE_DEVICES: DeviceSession[] = [
  {
    id: "session-laptop",
    device: "Chrome on Windows",
    approximate_ip: "203.0.113.x",
    created_at: "2026-03-01T17:05:00.000Z",
    last_used_at: "2026-03-02T18:40:00.000Z",
    current: true,
  },
  {
    id: "session-phone",
    device: "Safari on iOS",
    approximate_ip: "2001:db8:85a3::/48",
    created_at: "2026-02-20T02:15:00.000Z",
    last_used_at: "2026-03-01T04:30:00.000Z",
    current: false,
  },
  {
    id: "session-unknown",
    device: null,
    approximate_ip: null,
    created_at: "2026-02-11T19:00:00.000Z",
    last_used_at: "2026-02-11T19:00:00.000Z",
    current: false,
  },
];

export const ONLY_THIS_DEVICE: DeviceSession[] = SAMPLE_DEVICES.slice(0, 1);
