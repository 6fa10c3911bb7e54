/**
 * `npm run create-admin -- --email you@example.com --name "Your Name" [--password ...] [--role front_desk|preparer]`
 * Creates an admin (or, with `--role front_desk` or `--role preparer`, a front desk or preparer account: docs/permissions.md), sets
 * an existing account's password, gives other staff that role, or promotes a client account (which
 * loses its sessions and second factors: decision 0158). Asks for the password when it is not
 * given, without echoing it. The admin password rules are the server's (server/auth/password-policy.ts).
 */
import { STAFF_ROLES } from "../server/shared/permissions";
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { z } from "zod";
import { openDatabase } from "../server/db";
import { databaseTarget } from "../server/db/database-url";
import { loadConfig } from "../server/env";
import { usingAdminAccounts, type AdminOutcome } from "../server/services/users/admin-accounts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, role: { type: "string" } },
});

async function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  output._writeToOutput = (text) => {
    if (text.startsWith(question)) process.stdout.write(text);
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const input = z
  .object({
    email: z.email("--email must be an email address"),
    name: z.string().trim().min(1, "--name is required"),
    password: z.string({ error: "--password is required when the input is not a terminal" }),
    role: z.enum(STAFF_ROLES, { error: `--role must be one of: ${STAFF_ROLES.join(", ")}` }),
  })
  .safeParse({
    email: values.email,
    name: values.name ?? "Administrator",
    role: values.role ?? "admin",
    password: values.password ?? (process.stdin.isTTY ? await askHidden("Password: ") : undefined),
  });

if (!input.success) {
  console.error(`create-admin: ${input.error.issues.map((issue) => issue.message).join("; ")}`);
  console.error('Usage: npm run create-admin -- --email you@example.com --name "Your Name" [--password secret] [--role front_desk|preparer]');
  process.exit(1);
}

/** What the command did, for the account's role (`admin` reads "admin", `front_desk` "front_desk"). */
const DONE: Record<AdminOutcome, (role: string) => string> = {
  created: () => "Admin created",
  kept: () => "Admin ready",
  "password-set": () => "Admin password set, other sessions signed out",
  promoted: (role) => `Client account promoted to ${role}; its sessions, authenticator app and passkeys were removed`,
  "role-changed": () => "Role changed, its sessions signed out",
};

const config = loadConfig();
const db = await openDatabase(databaseTarget(config.database));
try {
  const outcome = await usingAdminAccounts(config, db, (accounts) => accounts.setAdmin(input.data));
  console.log(`${DONE[outcome](input.data.role)}: ${input.data.email} (${input.data.role})`);
} catch (error) {
  // The password rules refuse with a sentence meant for the person who typed it.
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
