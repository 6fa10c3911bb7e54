import type { Role } from "./services";

/** The user as every API answers it (snake_case, SPEC.md section 3). */
export type PublicUser = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  role: Role;
};
