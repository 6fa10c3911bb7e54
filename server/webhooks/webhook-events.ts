import type { AppointmentWithClient } from "../notifications/appointment-with-client";

/**
 * What an event tells the endpoints (the `data` of a Standard Webhooks body). The shape is
 * documented for integrators in docs/decisions/0122-api-contract-keys-webhooks.md.
 */
export type WebhookData = Record<string, unknown>;

export const appointmentData = (row: AppointmentWithClient, status: string, extra: Record<string, unknown> = {}): WebhookData => ({
  appointment: {
    id: row.id,
    service: row.service,
    appointment_time: row.appointmentTime.toISOString(),
    status,
    client: { full_name: row.user.fullName, email: row.user.email, phone: row.user.phone },
    // Who sees the client (decision 0231); null in an office without preparers.
    preparer: row.preparer ? { id: row.preparer.id, name: row.preparer.fullName } : null,
    ...extra,
  },
});

/** The appointment a booking batch has just inserted; its id is only known inside the batch. */
export type { AppointmentOf as JustInserted } from "../db/raw-writes";
