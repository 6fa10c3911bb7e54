import { SERVICE_LIMITS } from "../../shared/office-service.schema";

/**
 * How long an appointment holds its preparer (decision 0239): `slots` of the opening hours, then
 * `bufferMinutes` kept free after it. Copied from its service when booked and kept by every move,
 * so an appointment lasts what its service did then.
 */
export type AppointmentLength = { slots: number; bufferMinutes: number };

/** What every appointment booked before services had a length lasted, and the spec's path without a service asks for. */
export const ONE_SLOT: AppointmentLength = { slots: 1, bufferMinutes: 0 };

const MINUTE_MS = 60_000;

/** When an appointment of `slots` starting at `startMs` ends, in epoch milliseconds. */
export const endMsOf = (startMs: number, slots: number, slotMinutes: number): number => startMs + slots * slotMinutes * MINUTE_MS;

/** When an appointment starting at `start` ends (what the client and the calendars see). */
export const endOf = (start: Date, length: AppointmentLength, slotMinutes: number): Date =>
  new Date(endMsOf(start.getTime(), length.slots, slotMinutes));

/** Until when it keeps its preparer: its end and the buffer after it. */
export const heldUntil = (start: Date, length: AppointmentLength, slotMinutes: number): Date =>
  new Date(endOf(start, length, slotMinutes).getTime() + length.bufferMinutes * MINUTE_MS);

/** The longest any appointment holds its preparer: how far before a period an appointment that still overlaps it can start. */
export const longestHoldMs = (slotMinutes: number): number =>
  (SERVICE_LIMITS.maxSlots * slotMinutes + SERVICE_LIMITS.maxBufferMinutes) * MINUTE_MS;
