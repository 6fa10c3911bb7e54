import type { Db } from "../db";
import type { ReadQueries } from "../db/read-queries";
import type { AppConfig } from "../env";
import { createAppointmentsService } from "./appointments/appointments.service";
import { createAuthService } from "./auth/auth.service";
import { createSessionsService } from "./auth/sessions.service";
import { createAvailabilityService } from "./availability/availability.service";
import { createBlockedTimesService } from "./blocked-times/blocked-times.service";
import { createContactService } from "./contact/contact.service";
import { createUsersService } from "./users/users.service";

export type ServiceDeps = {
  db: Db;
  /** Prepared statements for the hot reads, on a read-only connection. */
  reads: ReadQueries;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
};

/** Builds every domain service once per app; both transports receive the same instances. */
export function createServices(deps: ServiceDeps) {
  const sessions = createSessionsService(deps);
  const availability = createAvailabilityService(deps);
  return {
    sessions,
    auth: createAuthService(deps, sessions),
    users: createUsersService(deps),
    availability,
    appointments: createAppointmentsService(deps, availability),
    blockedTimes: createBlockedTimesService(deps),
    contact: createContactService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
