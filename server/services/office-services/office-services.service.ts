import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import { Prisma } from "../../db/generated/client";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { OfficeService, OfficeServiceAdmin, serviceBody } from "../../shared/office-service.schema";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";
import { conflict, notFound, validationError } from "../errors";
import { keptValue, keptView } from "../kept-value";
import { DEFAULT_SERVICES } from "../../shared/default-services";
import { isUniqueViolation } from "../unique-violation";
import type { AppointmentLength } from "../availability/appointment-length";

/** A service as kept in memory: every one, retired too, with the ids of who offers it (none listed: every preparer). */
type StoredService = Omit<OfficeService, "preparer_ids"> & { position: number; retired: boolean; preparerIds: number[] };

type ServiceInput = z.output<typeof serviceBody>;

/** A service a booking names, as the booking needs it (decision 0239). */
export type OfferedService = { name: string; preparers: number[] | null; length: AppointmentLength };

const toPublic = ({ id, name, name_es, description, description_es, price_cents, price_from, slots, buffer_minutes, preparerIds }: StoredService): OfficeService => ({
  id,
  name,
  name_es,
  description,
  description_es,
  price_cents,
  price_from,
  slots,
  buffer_minutes,
  preparer_ids: preparerIds,
});

/** What the audit trail keeps of a service: what the owner wrote (who offers it is added beside it). */
const factsOf = (service: Omit<OfficeService, "id" | "preparer_ids">) => ({
  name: service.name,
  name_es: service.name_es,
  description: service.description,
  description_es: service.description_es,
  price_cents: service.price_cents,
  price_from: service.price_from,
  slots: service.slots,
  buffer_minutes: service.buffer_minutes,
});

/**
 * The spec's three services, written the first time the services are read on a database that has
 * none (a fresh install: nothing is ever deleted, so an office that has services never meets this
 * again). One statement, so another instance reading meanwhile sees all three or none (it would
 * otherwise keep a partial list in memory); instances starting together may both try, and a name
 * already there is passed over.
 */
async function writeDefaults(db: Db): Promise<void> {
  const at = new Date();
  const rows = DEFAULT_SERVICES.map(
    (service, index) =>
      Prisma.sql`(${service.name}, ${service.name_es}, ${service.description}, ${service.description_es}, NULL, ${false}, ${index + 1}, ${at}, ${at})`,
  );
  await db.$executeRaw`
    INSERT INTO services (name, name_es, description, description_es, price_cents, price_from, position, created_at, updated_at)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (name) DO NOTHING`;
}

/** Every service as stored now, in the office's order (the spec's three on a fresh install). */
async function loadServices(db: Db): Promise<StoredService[]> {
  const read = () =>
    db.officeService.findMany({
      orderBy: [{ position: "asc" }, { id: "asc" }],
      include: { preparers: { select: { preparerId: true }, orderBy: { preparerId: "asc" } } },
    });
  let rows = await read();
  if (rows.length === 0) {
    await writeDefaults(db);
    rows = await read();
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_es: row.nameEs,
    description: row.description,
    description_es: row.descriptionEs,
    price_cents: row.priceCents,
    price_from: row.priceFrom,
    slots: row.slots,
    buffer_minutes: row.bufferMinutes,
    position: row.position,
    retired: row.retiredAt !== null,
    preparerIds: row.preparers.map((preparer) => preparer.preparerId),
  }));
}

const activeOf = (services: StoredService[]) => services.filter((service) => !service.retired).map(toPublic);

/** The services clients can book now, read afresh: for the email worker, which reads the profile per message. */
export const loadActiveServices = async (db: Db): Promise<OfficeService[]> => activeOf(await loadServices(db));

/**
 * The office's services (issue 32, decision 0237): what clients book, in the owner's words and
 * order. Read on every page (the business profile carries the active ones) and every booking, so
 * they are kept in memory between changes, as the business profile is (decision 0209 across
 * instances). Nothing is deleted: a retired service leaves the site and the booking page, and
 * appointments keep the English name they were booked under, which is why that name is fixed once
 * a client booked it.
 */
export function createOfficeServicesService({ db, now, audit }: { db: Db; now: () => Date; audit: AuditService }) {
  const kept = keptValue(() => loadServices(db), { lifetimeMs: settingsLifetimeMs(db), now });

  async function stored(id: number): Promise<StoredService> {
    const service = (await kept.get()).find((candidate) => candidate.id === id);
    if (!service) throw notFound(say.services.notFound);
    return service;
  }

  /** Whether a client booked `name`: then it is what their appointments say, and stays. */
  const isBooked = async (name: string) => (await db.appointment.findFirst({ where: { service: name }, select: { id: true } })) !== null;

  /** 400 unless every id is a preparer who can take appointments. */
  async function assertPreparers(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await db.user.count({ where: { id: { in: ids }, role: "preparer", deactivatedAt: null } });
    if (found !== ids.length) throw validationError(say.services.notPreparer);
  }

  /** Runs a change and forgets the kept list; a name another service has is a 409. */
  async function change<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(say.services.nameTaken);
      throw error;
    } finally {
      kept.forget();
    }
  }

  const columnsOf = (input: ServiceInput) => ({
    name: input.name,
    nameEs: input.name_es,
    description: input.description,
    descriptionEs: input.description_es,
    priceCents: input.price_cents,
    priceFrom: input.price_cents !== null && input.price_from,
    slots: input.slots,
    bufferMinutes: input.buffer_minutes,
  });

  return {
    /** The services clients can book, in order (the business profile's `services`): the same array until one changes. */
    active: keptView(kept, activeOf),

    /** Every service, retired ones too, for the owner's page; `booked`: clients booked it, so its name is fixed. */
    async all(): Promise<OfficeServiceAdmin[]> {
      const [services, booked, preparers] = await Promise.all([
        kept.get(),
        db.appointment.groupBy({ by: ["service"], _count: { _all: true } }),
        preparerNames(),
      ]);
      const bookedNames = new Set(booked.map((row) => row.service));
      return services.map((service) => adminOf(service, bookedNames.has(service.name), preparers));
    },

    /**
     * The service a client or the office books: one the office offers now, by its English name, or
     * 400 (`unknown` says why: a booking answers as for a missing service, as the spec's enum did).
     * `preparers`: who offers it (null: every preparer); `length`: how long it holds its preparer.
     */
    async offered(name: string, unknown: ServerMessage = say.validation.serviceEnum): Promise<OfferedService> {
      const service = (await kept.get()).find((candidate) => candidate.name === name && !candidate.retired);
      if (!service) throw validationError(unknown);
      return {
        name: service.name,
        preparers: service.preparerIds.length === 0 ? null : service.preparerIds,
        length: { slots: service.slots, bufferMinutes: service.buffer_minutes },
      };
    },

    /** A new service, last in the order. */
    async create(actor: Actor, input: ServiceInput): Promise<OfficeServiceAdmin> {
      // Read first: on a fresh install that writes the spec's three, which an office's first own service must not replace.
      await Promise.all([kept.get(), assertPreparers(input.preparer_ids)]);
      const id = await change(() =>
        db.$transaction(async (tx) => {
          const last = await tx.officeService.aggregate({ _max: { position: true } });
          const created = await tx.officeService.create({
            data: {
              ...columnsOf(input),
              position: (last._max.position ?? 0) + 1,
              preparers: { create: input.preparer_ids.map((preparerId) => ({ preparerId })) },
            },
            select: { id: true },
          });
          await audit.record(tx, actor, {
            action: "service.created",
            subject: { type: "service", id: created.id },
            after: { ...factsOf(input), preparer_ids: input.preparer_ids },
            details: { service: input.name },
          });
          return created.id;
        }),
      );
      return adminOf(await stored(id), false, await preparerNames());
    },

    /** Saves everything the owner wrote; the English name only while nobody booked it (409). */
    async update(actor: Actor, id: number, input: ServiceInput): Promise<OfficeServiceAdmin> {
      const before = await stored(id);
      await assertPreparers(input.preparer_ids);
      const booked = await change(() =>
        db.$transaction(async (tx) => {
          // Read in the rename's own transaction, so a booking made meanwhile is seen.
          const booked = (await tx.appointment.findFirst({ where: { service: before.name }, select: { id: true } })) !== null;
          if (booked && input.name !== before.name) throw conflict(say.services.nameFixed);
          await tx.officeService.update({ where: { id }, data: columnsOf(input) });
          await tx.servicePreparer.deleteMany({ where: { serviceId: id } });
          if (input.preparer_ids.length > 0) {
            await tx.servicePreparer.createMany({ data: input.preparer_ids.map((preparerId) => ({ serviceId: id, preparerId })) });
          }
          const changed = changedFields(
            { ...factsOf(before), preparer_ids: before.preparerIds },
            { ...factsOf({ ...input, price_from: input.price_cents !== null && input.price_from }), preparer_ids: [...input.preparer_ids].sort((a, b) => a - b) },
          );
          if (changed) await audit.record(tx, actor, { action: "service.updated", subject: { type: "service", id }, ...changed, details: { service: input.name } });
          return booked;
        }),
      );
      return adminOf(await stored(id), booked, await preparerNames());
    },

    /** Puts the services in the order given: every id once, retired ones too (400 otherwise). */
    async reorder(actor: Actor, ids: number[]): Promise<OfficeServiceAdmin[]> {
      const current = await kept.get();
      if (ids.length !== current.length || !current.every((service) => ids.includes(service.id))) {
        throw validationError(say.validation.serviceOrder);
      }
      await change(() =>
        db.$transaction(async (tx) => {
          for (const [index, id] of ids.entries()) await tx.officeService.update({ where: { id }, data: { position: index + 1 } });
          await audit.record(tx, actor, {
            action: "service.reordered",
            before: { order: current.map((service) => service.name) },
            after: { order: ids.map((id) => current.find((service) => service.id === id)?.name ?? String(id)) },
          });
        }),
      );
      return this.all();
    },

    /** Retires a service: it leaves the site and the booking page; its appointments stay as they are. 409 for the last one clients can book. */
    async retire(actor: Actor, id: number): Promise<OfficeServiceAdmin> {
      return setRetired(actor, id, true);
    },

    /** Offers a retired service again. */
    async restore(actor: Actor, id: number): Promise<OfficeServiceAdmin> {
      return setRetired(actor, id, false);
    },
  };

  async function setRetired(actor: Actor, id: number, retire: boolean): Promise<OfficeServiceAdmin> {
    const service = await stored(id);
    if (service.retired !== retire) {
      await change(() =>
        db.$transaction(async (tx) => {
          if (retire && (await tx.officeService.count({ where: { retiredAt: null, id: { not: id } } })) === 0) throw conflict(say.services.lastActive);
          await tx.officeService.update({ where: { id }, data: { retiredAt: retire ? now() : null } });
          await audit.record(tx, actor, {
            action: retire ? "service.retired" : "service.restored",
            subject: { type: "service", id },
            details: { service: service.name },
          });
        }),
      );
    }
    return adminOf(await stored(id), await isBooked(service.name), await preparerNames());
  }

  /** The names of the preparers who take appointments, read afresh: a preparer who left (decision 0234) offers nothing. */
  async function preparerNames(): Promise<Map<number, string>> {
    const rows = await db.user.findMany({ where: { role: "preparer", deactivatedAt: null }, select: { id: true, fullName: true } });
    return new Map(rows.map((row) => [row.id, row.fullName]));
  }

  function adminOf(service: StoredService, booked: boolean, names: Map<number, string>): OfficeServiceAdmin {
    const preparers = service.preparerIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
    return { ...toPublic(service), preparer_ids: preparers.map((preparer) => preparer.id), retired: service.retired, preparers, booked };
  }
}

export type OfficeServicesService = ReturnType<typeof createOfficeServicesService>;
