import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../../shared/api-messages";
import { createUser } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { AvailabilityService } from "../availability/availability.service";
import { DomainError } from "../errors";
import { storageOf, withOutbox } from "../deps";
import { toPublicUser } from "../users/users.service";
import { createPreparersService } from "../preparers/preparers.service";
import { createAppointmentsService } from "./appointments.service";

/**
 * The availability check runs before the insert, so over HTTP it usually turns
 * late requests away itself. Here it is made to pass every time, as it would for
 * requests that all check before any of them inserts: only the database's partial
 * unique index is left to stop double bookings.
 */
describe("booking when every request passed the availability check at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The appointments service with an availability check that finds `free` preparers free every time. */
  function bookingWhereEverythingLooksFree(free: () => Promise<number[]>) {
    const everythingLooksFree = { assertBookable: free } as unknown as AvailabilityService;
    const storage = storageOf(t.db);
    const deps = withOutbox({ ...storage, config: t.config, now: () => new Date() });
    return { storage, appointments: createAppointmentsService(deps, everythingLooksFree, createPreparersService(deps)) };
  }

  it("lets the unique index admit exactly one and answers the rest with CONFLICT", async () => {
    const { storage, appointments } = bookingWhereEverythingLooksFree(async () => []);
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db)));
    const slot = "2030-01-07T17:00:00.000Z";

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => {
        const user = users[index % users.length] as (typeof users)[number];
        return appointments.book(toPublicUser({ ...user, phone: null, locale: "en", mfaEnabled: false }), {
          service: "Personal Tax Prep",
          appointment_time: slot,
        });
      }),
    );

    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refusals = results.filter((result) => result.status === "rejected");
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal.reason).toBeInstanceOf(DomainError);
      expect(refusal.reason).toMatchObject({ code: "CONFLICT", message: API_MESSAGES.booking.slotUnavailable });
    }
    expect(await t.db.appointment.count({ where: { appointmentTime: new Date(slot) } })).toBe(1);
    // The emails were written in each booking's transaction: the 19 that rolled back left none.
    const winner = (results.find((result) => result.status === "fulfilled") as PromiseFulfilledResult<{ appointment: { id: number } }>).value;
    const emails = await t.db.outboxMessage.findMany();
    expect(emails.map((row) => row.kind)).toEqual(["client.appointment-received"]);
    expect(JSON.parse(emails[0]?.payload ?? "{}")).toMatchObject({ appointment: { id: winner.appointment.id } });
    await storage.reads.close();
  });

  it("with two preparers, admits one appointment per preparer (each loser tried the next) and answers the rest with CONFLICT", async () => {
    const team = [await createUser(t.db, { role: "preparer" }), await createUser(t.db, { role: "preparer" })];
    const { storage, appointments } = bookingWhereEverythingLooksFree(async () => team.map((preparer) => preparer.id));
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db)));
    const slot = "2030-01-08T17:00:00.000Z";

    const results = await Promise.allSettled(
      users.map((user) =>
        appointments.book(toPublicUser({ ...user, phone: null, locale: "en", mfaEnabled: false }), {
          service: "Personal Tax Prep",
          appointment_time: slot,
        }),
      ),
    );

    const booked = results.filter((result) => result.status === "fulfilled").map((result) => result.value.appointment.preparer?.id);
    expect(booked.sort()).toEqual(team.map((preparer) => preparer.id).sort());
    const refusals = results.filter((result) => result.status === "rejected");
    expect(refusals).toHaveLength(8);
    for (const refusal of refusals) expect(refusal.reason).toMatchObject({ code: "CONFLICT", message: API_MESSAGES.booking.slotUnavailable });
    const rows = await t.db.appointment.findMany({ where: { appointmentTime: new Date(slot) }, select: { preparerId: true } });
    expect(rows.map((row) => row.preparerId).sort()).toEqual(team.map((preparer) => preparer.id).sort());
    await storage.reads.close();
  });
});
