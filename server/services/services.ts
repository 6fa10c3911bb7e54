import type { Db } from "../db";
import type { AppConfig } from "../env";
import { createAuthService } from "./auth/auth.service";
import { createSessionsService } from "./auth/sessions.service";
import { createUsersService } from "./users/users.service";

export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
};

/** Builds every domain service once per app; both transports receive the same instances. */
export function createServices(deps: ServiceDeps) {
  const sessions = createSessionsService(deps);
  return {
    sessions,
    auth: createAuthService(deps, sessions),
    users: createUsersService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
