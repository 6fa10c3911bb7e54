import type { z } from "zod";
import { say } from "../../shared/i18n/server-messages";
import { CLIENT_LIST, type ClientDetails, type clientListInput, type ClientList, type ClientSummary } from "../../shared/clients.schema";
import { toAdminAppointmentDto, WITH_PREPARER } from "../appointments/appointments.service";
import { notFound } from "../errors";
import type { ServiceDeps } from "../deps";
import { containsText } from "../../db";

type ClientRow = { id: number; fullName: string; email: string | null; phone: string | null; createdAt: Date };

/**
 * The admins' view of their clients: contact details and appointment history (decision 0118).
 * Reads only; a client's own changes go through the users service.
 */
export function createClientsService({ db, now }: ServiceDeps) {
  /** Appointment counts and next appointments of these clients, in two grouped reads. */
  async function summaries(rows: ClientRow[]): Promise<ClientSummary[]> {
    const ids = rows.map((row) => row.id);
    const [counts, upcoming] = await Promise.all([
      db.appointment.groupBy({ by: ["userId"], where: { userId: { in: ids } }, _count: { _all: true } }),
      db.appointment.groupBy({
        by: ["userId"],
        where: { userId: { in: ids }, status: { in: ["pending", "confirmed"] }, appointmentTime: { gte: now() } },
        _min: { appointmentTime: true },
      }),
    ]);
    const countOf = new Map(counts.map((row) => [row.userId, row._count._all]));
    const nextOf = new Map(upcoming.map((row) => [row.userId, row._min.appointmentTime]));
    return rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      email: row.email,
      phone: row.phone,
      since: row.createdAt.toISOString(),
      appointments: countOf.get(row.id) ?? 0,
      next_appointment: nextOf.get(row.id)?.toISOString() ?? null,
    }));
  }

  const CLIENT_FIELDS = { id: true, fullName: true, email: true, phone: true, createdAt: true } as const;

  return {
    /** Clients by name, 25 a page, optionally those whose name, email or phone contains `q`. */
    async list(input: z.output<typeof clientListInput>): Promise<ClientList> {
      const q = input.q || undefined;
      const where = {
        role: "client",
        ...(q && { OR: [{ fullName: containsText(db, q) }, { email: containsText(db, q) }, { phone: containsText(db, q) }] }),
      };
      const [total, rows] = await db.$transaction([
        db.user.count({ where }),
        db.user.findMany({
          where,
          orderBy: [{ fullName: "asc" }, { id: "asc" }],
          skip: (input.page - 1) * CLIENT_LIST.pageSize,
          take: CLIENT_LIST.pageSize,
          select: CLIENT_FIELDS,
        }),
      ]);
      return { clients: await summaries(rows), total, page: input.page, page_size: CLIENT_LIST.pageSize };
    },

    /** One client and every appointment of theirs, newest first. */
    async details(id: number): Promise<ClientDetails> {
      const row = await db.user.findFirst({ where: { id, role: "client" }, select: CLIENT_FIELDS });
      if (!row) throw notFound(say.clients.notFound);
      const appointments = await db.appointment.findMany({
        where: { userId: id },
        orderBy: [{ appointmentTime: "desc" }, { id: "desc" }],
        include: { user: { select: { fullName: true, email: true, phone: true } }, ...WITH_PREPARER },
      });
      const [client] = await summaries([row]);
      return { client: client as ClientSummary, appointments: appointments.map(toAdminAppointmentDto) };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
