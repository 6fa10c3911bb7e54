/**
 * `npm run create-admin -- --email you@example.com --name "Your Name" [--password ...]`
 * Creates an admin (or promotes an existing user). Asks for the password when it
 * is not given, without echoing it.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { z } from "zod";
import { openDatabase } from "../server/db";
import { loadConfig } from "../server/env";
import { isCommonPassword } from "../server/auth/password-policy";
import { LIMITS } from "../server/shared/limits";
import { createUsersService } from "../server/services/users/users.service";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
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
    password: z
      .string()
      .min(LIMITS.adminPasswordMinLength, `the password must be at least ${LIMITS.adminPasswordMinLength} characters`)
      .refine((password) => !isCommonPassword(password), "the password is too common and easy to guess; choose a less common one"),
  })
  .safeParse({
    email: values.email,
    name: values.name ?? "Administrator",
    password: values.password ?? (process.stdin.isTTY ? await askHidden("Password: ") : undefined),
  });

if (!input.success) {
  console.error(`create-admin: ${input.error.issues.map((issue) => issue.message).join("; ")}`);
  console.error('Usage: npm run create-admin -- --email you@example.com --name "Your Name" [--password secret]');
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase(config.databaseFile);
const admin = await createUsersService({ db }).upsertAdmin(input.data);
console.log(`Admin ready: ${admin.email}`);
await db.$disconnect();
