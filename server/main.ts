import { buildApp } from "./app";
import { openDatabase, type Db } from "./db";
import { databaseTarget } from "./db/database-url";
import { ConfigError, loadConfig, type AppConfig } from "./env";
import { createEmailWorker } from "./notifications/email-worker";
import { emailSender } from "./notifications/email-sender";
import { loadBusinessProfile } from "./services/business/business.service";
import { PLACEHOLDER_PROFILE } from "./shared/business";
import { createWebhookWorker } from "./webhooks/webhook-worker";
import { runDocumentJobs } from "./services/documents/document-jobs";
import { keepDatabaseFilesPrivate } from "./file-modes";
import { usingAdminAccounts, type AdminOutcome } from "./services/users/admin-accounts";
import { createUsersService } from "./services/users/users.service";
import { join } from "node:path";
import { MIGRATIONS_FOLDER, migrateIfPending, migratePostgresql } from "./db/pending-migrations";
import { projectRoot } from "./project-root";
import { compileWasmWithBaselineOnly } from "./wasm-baseline";

type MainOptions = {
  /** Apply the committed migrations the database lacks before opening it (production start). */
  migrate?: boolean;
};

/** Starts the server: validated config, database, listen, and a graceful shutdown. */
async function main({ migrate = false }: MainOptions): Promise<void> {
  const config = loadConfig();
  if (config.database.engine === "sqlite") {
    keepDatabaseFilesPrivate(config.database.file);
    if (migrate) migrateIfPending({ root: projectRoot(), databaseFile: config.database.file });
  } else if (migrate) {
    // Under an advisory lock: instances starting at once migrate once. A rollout runs
    // `npm run migrate` before any instance starts (README, "Running several instances").
    await migratePostgresql(config.database.url, join(projectRoot(), MIGRATIONS_FOLDER.postgresql));
  }
  const db = await openDatabase(databaseTarget(config.database));
  const app = await buildApp({ config, db });
  const emailWorker = createEmailWorker({
    db,
    config,
    onError: (error) => app.log.error({ err: error }, "email outbox pass failed"),
  });
  const webhookWorker = createWebhookWorker({
    db,
    config,
    onError: (error) => app.log.error({ err: error }, "webhook outbox pass failed"),
  });

  const documentJobs = runDocumentJobs(app.documentJobs, (error) => app.log.error({ err: error }, "documents pass failed"));

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    try {
      // Requests in flight finish, but their keep-alive connections would then stay open (up to
      // the 72 s keep-alive timeout) and hold the process past `docker stop`'s 10 s grace period.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      // The email being sent finishes first; the rest wait in the outbox for the next start.
      await Promise.all([emailWorker?.stop(), webhookWorker.stop(), documentJobs.stop()]);
      await app.close();
      clearInterval(closeIdle);
      await db.$disconnect();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await prepareAdmin(config, db);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`\nTax office site and API ready at http://${shownHost}:${config.port}\n`);
  webhookWorker.start();
  documentJobs.start();
  await reportDocumentsSetUp(config, app);
  if (emailWorker) {
    emailWorker.start();
    if (emailSender(config, await loadBusinessProfile(db, config, new Date())).placeholder) {
      console.log(
        `Emails are sent from the example address ${PLACEHOLDER_PROFILE.email} until you save the business's own email\n` +
          "  (Admin > Business) or set MAIL_FROM.",
      );
    }
  } else {
    console.log(
      "Email is not set up: messages wait in the outbox (Admin > Email) and go out once it is.\n" +
        "  Set SMTP_URL=smtp://user:password@mail.example.com:587 and MAIL_FROM=you@example.com, then restart.",
    );
  }
}

const ADMIN_OUTCOME_LINES: Record<AdminOutcome, (email: string) => string> = {
  created: (email) => `Admin account created: ${email}`,
  kept: (email) => `Admin account ready: ${email} (ADMIN_PASSWORD only creates the first admin; it never changes a password)`,
  "password-set": (email) => `Admin account ready: ${email}`,
  // Only `create-admin --role` changes a staff role; ADMIN_EMAIL makes the owner and never another role.
  "role-changed": (email) => `Admin account ready: ${email}`,
  promoted: (email) =>
    `ADMIN_EMAIL ${email} belonged to a client account. It is now an admin: its sessions, authenticator app, recovery codes,\n` +
    "  passkeys and password were removed, and a link to choose a new password was emailed to it (decision 0158).",
};

/** Says at start whether clients' documents can be received, and what is missing when not (decision 0254). */
async function reportDocumentsSetUp(config: AppConfig, app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  if (!config.documents.masterKeys) {
    console.log(
      "Document upload is off: FILES_MASTER_KEY is not set (every instance on PostgreSQL needs the same one).\n" +
        "  Make one with `openssl rand -base64 32`, set it on every instance, and keep a copy apart from the backups.",
    );
    return;
  }
  if (!(await app.documentJobs.scannerAnswers())) {
    const where = "path" in config.documents.scanner ? config.documents.scanner.path : `${config.documents.scanner.host}:${config.documents.scanner.port}`;
    console.log(
      `The malware scanner (clamd) does not answer at ${where}: uploads wait as "being checked" until it does.\n` +
        "  Install and start it (Debian: apt install clamav-daemon), or set CLAMD_ADDRESS.",
    );
  }
}

/** Creates the admin named by ADMIN_EMAIL (once), or says how to create one when none exists. */
async function prepareAdmin(config: AppConfig, db: Db): Promise<void> {
  if (config.admin) {
    const admin = config.admin;
    const outcome = await usingAdminAccounts(config, db, (accounts) => accounts.ensureFirstAdmin(admin));
    console.log(ADMIN_OUTCOME_LINES[outcome](admin.email));
  } else if ((await createUsersService({ db }).countAdmins()) === 0) {
    console.log(
      "No admin account exists yet. Create one with:\n" +
        '  npm run create-admin -- --email you@example.com --name "Your Name"',
    );
  }
}

/** Runs the server until a signal stops it; a start-up failure is printed and exits 1. */
export function runServer(options: MainOptions = {}): void {
  compileWasmWithBaselineOnly();
  main(options).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
