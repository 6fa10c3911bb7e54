import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_DATABASE_URL, resolveDatabaseFile, type DatabaseLocation } from "./db/database-url";
import { engineOfUrl } from "./db/engine";
import { DEFAULT_OPENING_HOURS, HOURS_LIMITS, minuteOfDay, parseWeekdays, weekOf, type WeeklyHours } from "./shared/opening-hours.schema";
import { BUSINESS } from "./shared/business";
import { LIMITS } from "./shared/limits";
import { newMasterKey, parseMasterKey, type MasterKey } from "./files/document-vault";
import type { ScannerAddress } from "./files/malware-scanner";

/**
 * The only reader of process.env. Every setting is validated here, with defaults
 * that work on a fresh machine, and handed to the rest of the server as `AppConfig`.
 */
const positiveInt = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** An address, or a display name and an address: `Valley Tax Pros <hello@example.com>`. */
const MAILBOX = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

const clockTime = z
  .string()
  .refine((value) => minuteOfDay(value) !== null, "must be a 24-hour time such as 09:00");

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** TRUST_PROXY as Fastify's `trustProxy` takes it: false, a hop count, or the proxies' addresses. */
export type TrustedProxies = false | number | string[];

function trustedProxies(value: string): TrustedProxies {
  if (value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/i, "must be a SQLite file URL such as file:./data/app.db or a postgresql:// URL")
    .default(DEFAULT_DATABASE_URL),
  /**
   * The file store (decision 0218): uploaded photos and their copies. Default: `files` beside the
   * SQLite database (`./data/files`); with several instances, one folder they all mount.
   */
  FILES_DIR: optionalText,
  /**
   * Clients' documents (issue 34, decisions 0250 and 0254): the master key that wraps each file's
   * key, 32 bytes in base64 or hex. Several, comma-separated, during a rotation: the first wraps,
   * the others still open. Unset on SQLite: one is made at first start, kept 0600 beside the database.
   */
  FILES_MASTER_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => value.split(",").every((key) => masterKeyOrNull(key.trim()) !== null), "must be 32 bytes in base64 or hex (comma-separated during a rotation)")
      .optional(),
  ),
  /** ClamAV's daemon: `host:port`, or the path of its Unix socket (Debian's clamav-daemon: /run/clamav/clamd.ctl). */
  CLAMD_ADDRESS: z.string().trim().min(1).default("/run/clamav/clamd.ctl").refine((value) => scannerAddressOf(value) !== null, "must be host:port or the absolute path of clamd's socket"),
  /** How long uploads are kept after their appointment, unless the owner keeps them (16 CFR 314.4(c)(6): two years). */
  DOCUMENT_RETENTION_DAYS: positiveInt.max(3650).default(730),
  BUSINESS_TIMEZONE: z
    .string()
    .refine(isValidTimeZone, "must be an IANA time zone such as America/Los_Angeles")
    .default(BUSINESS.timeZone),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  /** Absolute lifetimes (issue 29 item 18): use keeps a session alive only until these, counted from sign-in. */
  CLIENT_SESSION_MAX_DAYS: positiveInt.max(365).default(30),
  ADMIN_SESSION_MAX_HOURS: positiveInt.max(24 * 30).default(12),
  /** An admin's session ends after this long without use (issue 17); the page warns a minute before. */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(2, "must be at least 2 (the warning comes a minute before)").max(24 * 60).default(30),
  COOKIE_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** `auto`: cookies get `Secure` when the request came over HTTPS (see TRUST_PROXY). */
  COOKIE_SECURE: z.enum(["true", "false", "auto"]).default("auto"),
  /**
   * Which proxies' `X-Forwarded-*` headers count (issue 29 item 8, decision 0170): `false`; a
   * number of proxies in front (the client's address is that many hops from the right of
   * X-Forwarded-For); or the proxies' addresses and CIDR ranges, comma-separated. `true` means one
   * proxy: trusting every hop would take a visitor's own X-Forwarded-For as their address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine(
      (value) => /^(true|false|[1-9]\d?)$/.test(value) || value.split(",").every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry.trim())),
      "must be false, a number of proxies (1, 2...), or the proxies' addresses, comma-separated",
    )
    .transform(trustedProxies),
  /** First-start opening hours (the owner edits them on /admin/availability) and the slot rules (server/services/availability/opening-hours.ts). */
  OPENING_DAYS: z
    .string()
    .refine((value) => parseWeekdays(value) !== null, "must list weekdays such as mon,tue,wed,thu,fri,sat")
    .default(DEFAULT_OPENING_HOURS.days),
  OPENING_TIME: clockTime.default(DEFAULT_OPENING_HOURS.opensAt),
  CLOSING_TIME: clockTime.default(DEFAULT_OPENING_HOURS.closesAt),
  SLOT_MINUTES: positiveInt.max(24 * 60).default(DEFAULT_OPENING_HOURS.slotMinutes),
  BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).default(DEFAULT_OPENING_HOURS.noticeMinutes),
  BOOKING_HORIZON_DAYS: positiveInt.max(HOURS_LIMITS.maxHorizonDays).default(DEFAULT_OPENING_HOURS.horizonDays),
  /** Clients' own changes (docs/decisions/0113-clients-cancel-and-limits.md). */
  CANCEL_CUTOFF_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
  MAX_OPEN_REQUESTS_PER_CLIENT: positiveInt.max(1_000_000).default(3),
  /** Abuse limits per client IP (docs/decisions/0013-rate-limits.md). */
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  /** Failed sign-ins for one account from all addresses together (docs/decisions/0070-brute-force-limits.md). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(20),
  /** Failed sign-ins from one address across every account (issue 29 item 6: password spraying). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(30),
  REGISTER_MAX_PER_HOUR: positiveInt.default(10),
  CONTACT_MAX_PER_HOUR: positiveInt.default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(LIMITS.adminPasswordMinLength, `must be at least ${LIMITS.adminPasswordMinLength} characters`).optional(),
  ),
  ADMIN_NAME: optionalText,
  /** Email (docs/decisions/0100-email-outbox.md). */
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, error: "must be smtp://user:pass@host:port or smtps://user:pass@host:port" })
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().regex(MAILBOX, "must be an address or Name <address>").optional()),
  NOTIFY_EMAIL: optionalText.pipe(
    z
      .string()
      .refine((value) => value.split(",").every((part) => z.email().safeParse(part.trim()).success), "must be comma-separated email addresses")
      .optional(),
  ),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://book.example.com" }).optional()),
  REMINDER_MINUTES_BEFORE: positiveInt.default(1440),
  /** How long a worker holds a message it is sending before another may take it over. */
  OUTBOX_LEASE_SECONDS: positiveInt.default(120),
  PASSWORD_RESET_MAX_PER_HOUR: positiveInt.default(5),
  /** Slow clients (issue 29 item 12): a request's headers, and the whole request, must arrive in time. */
  HEADERS_TIMEOUT_SECONDS: positiveInt.max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  /** Password hashes in flight, and waiting, before a sign-in is answered 503 (issue 29 item 13). */
  PASSWORD_HASH_CONCURRENCY: positiveInt.max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Integrations (docs/decisions/0122-api-contract-keys-webhooks.md). */
  API_KEY_MAX_FAILURES_PER_HOUR: positiveInt.default(20),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(["true", "false"]).default("false"),
  WEBHOOK_TIMEOUT_SECONDS: positiveInt.max(60).default(10),
  /** Read at run time, so one build (one Docker image) serves any business. */
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_MAPS_MAP_ID: optionalText,
  /**
   * Baked into the client when it is built; the server reads it too, so the pages' CSP allows
   * the analytics hosts only when analytics is on (set it for both, or for neither).
   */
  VITE_GA_MEASUREMENT_ID: optionalText,
});

/** What the environment sets: first-start defaults for the opening hours, and the slot rules. */
export type HoursDefaults = {
  weekly: WeeklyHours;
  /** Nothing after this many days past business-local today can be booked. */
  horizonDays: number;
  slotMinutes: number;
  /** Slots starting sooner than this from now are not offered. */
  noticeMinutes: number;
};

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL server. */
  database: DatabaseLocation;
  /** The folder of the file store (absolute), where photos' bytes live (decision 0218). */
  filesDir: string;
  /** Clients' documents (decisions 0250, 0254). */
  documents: {
    /** The master keys, the first wrapping; null: not set up (PostgreSQL without FILES_MASTER_KEY), so uploads are refused. */
    masterKeys: MasterKey[] | null;
    /** Where the keys came from, for the start log and the rotation command. */
    keySource: { kind: "setting" } | { kind: "file"; path: string } | { kind: "none" };
    scanner: ScannerAddress;
    retentionDays: number;
  };
  businessTimeZone: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** The longest a session lives from its sign-in, however much it is used (ms), by role. */
  sessionMaxMs: { client: number; admin: number };
  /** An admin's session is refused a refresh after this many minutes without one (issue 17). */
  adminIdleMinutes: number;
  cookieSecret: string;
  cookieSecure: boolean | "auto";
  trustProxy: TrustedProxies;
  logLevel: string;
  /** The slot rules, and the hours a fresh install starts from (the owner's saved hours win). */
  openingHours: HoursDefaults;
  /** What clients may do on their own: cancel until this many hours before, hold at most this many open appointments. */
  clientRules: { cancelCutoffHours: number; maxOpenRequests: number };
  rateLimits: {
    /** Failed sign-ins per IP and email. */
    loginFailures: RateLimit;
    /** Failed sign-ins per email from every IP together, so changing address buys no extra guesses. */
    loginFailuresPerAccount: RateLimit;
    /** Failed sign-ins per IP across every account, so spraying one password over many accounts is slow too. */
    loginFailuresPerAddress: RateLimit;
    /** Accounts created per IP. */
    registrations: RateLimit;
    /** Contact messages per IP. */
    contactMessages: RateLimit;
    /** Password-reset requests per IP, and per email address from every IP. */
    passwordResets: RateLimit;
    /** Requests with an API key that is not valid, per IP. */
    apiKeyFailures: RateLimit;
  };
  admin: { email: string; password: string; name: string } | undefined;
  email: {
    /** Unset: messages wait in the outbox until it is set. */
    smtpUrl: string | undefined;
    /**
     * MAIL_FROM: the From header for every email (a bare address gets the business name as its
     * display name); null sends each from the business email saved at the time (decision 0241).
     */
    from: string | null;
    /** Where office notifications go; empty means every admin's address. */
    notify: string[];
    reminderMinutesBefore: number;
    leaseSeconds: number;
  };
  webhooks: {
    /** Lets webhooks reach loopback and private addresses (plain http too): tests and local development only. */
    allowPrivate: boolean;
    timeoutMs: number;
  };
  /** The public base URL, for links in emails (no trailing slash). */
  appUrl: string;
  maps: { apiKey: string | null; mapId: string };
  /** How long a connection may take to send a request's headers, and the whole request (ms). */
  timeouts: { headersMs: number; requestMs: number };
  passwordHashing: { concurrency: number; maxWaiting: number };
  /** Whether the pages may load the analytics service (VITE_GA_MEASUREMENT_ID set). */
  analyticsEnabled: boolean;
};

export type RateLimit = { max: number; windowMs: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Logger = (message: string) => void;

/** Parses an environment (process.env by default) into a validated config. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  log: Logger = (message) => console.log(message),
): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError(["ADMIN_EMAIL and ADMIN_PASSWORD must be set together"]);
  }
  const opensAtMinute = minuteOfDay(env.OPENING_TIME) as number;
  const closesAtMinute = minuteOfDay(env.CLOSING_TIME) as number;
  if (closesAtMinute - opensAtMinute < env.SLOT_MINUTES) {
    throw new ConfigError(["CLOSING_TIME must be at least SLOT_MINUTES after OPENING_TIME"]);
  }
  const database: DatabaseLocation =
    engineOfUrl(env.DATABASE_URL) === "postgresql"
      ? { engine: "postgresql", url: env.DATABASE_URL }
      : { engine: "sqlite", file: resolveDatabaseFile(env.DATABASE_URL) };
  if (database.engine === "postgresql" && !env.COOKIE_SECRET) {
    // Several instances share one database: each would otherwise sign cookies with its own secret.
    throw new ConfigError(["COOKIE_SECRET must be set when DATABASE_URL is PostgreSQL (every instance uses the same one)"]);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database,
    // Beside the SQLite file by default; with PostgreSQL, ./data/files (a shared volume when several instances run).
    filesDir: resolve(env.FILES_DIR ?? join(database.engine === "sqlite" && database.file !== ":memory:" ? dirname(database.file) : "data", "files")),
    documents: {
      ...documentKeys(env.FILES_MASTER_KEY, database, log),
      scanner: scannerAddressOf(env.CLAMD_ADDRESS) as ScannerAddress,
      retentionDays: env.DOCUMENT_RETENTION_DAYS,
    },
    businessTimeZone: env.BUSINESS_TIMEZONE,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxMs: { client: env.CLIENT_SESSION_MAX_DAYS * 24 * HOUR_MS, admin: env.ADMIN_SESSION_MAX_HOURS * HOUR_MS },
    adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
    // PostgreSQL without COOKIE_SECRET was refused above.
    cookieSecret: env.COOKIE_SECRET ?? persistedCookieSecret(database.engine === "sqlite" ? database.file : ":memory:", log),
    cookieSecure: env.COOKIE_SECURE === "auto" ? "auto" : env.COOKIE_SECURE === "true",
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    openingHours: {
      weekly: weekOf(parseWeekdays(env.OPENING_DAYS) as number[], { opens: env.OPENING_TIME, closes: env.CLOSING_TIME }),
      horizonDays: env.BOOKING_HORIZON_DAYS,
      slotMinutes: env.SLOT_MINUTES,
      noticeMinutes: env.BOOKING_NOTICE_MINUTES,
    },
    clientRules: { cancelCutoffHours: env.CANCEL_CUTOFF_HOURS, maxOpenRequests: env.MAX_OPEN_REQUESTS_PER_CLIENT },
    rateLimits: {
      loginFailures: { max: env.LOGIN_MAX_FAILURES, windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS },
      loginFailuresPerAccount: {
        max: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS,
      },
      loginFailuresPerAddress: {
        max: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS,
      },
      registrations: { max: env.REGISTER_MAX_PER_HOUR, windowMs: HOUR_MS },
      contactMessages: { max: env.CONTACT_MAX_PER_HOUR, windowMs: HOUR_MS },
      passwordResets: { max: env.PASSWORD_RESET_MAX_PER_HOUR, windowMs: HOUR_MS },
      apiKeyFailures: { max: env.API_KEY_MAX_FAILURES_PER_HOUR, windowMs: HOUR_MS },
    },
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME ?? "Administrator" }
        : undefined,
    email: {
      smtpUrl: env.SMTP_URL,
      // Unset: each email is sent from the business email saved at sending time (the profile's).
      from: env.MAIL_FROM ?? null,
      notify: env.NOTIFY_EMAIL ? env.NOTIFY_EMAIL.split(",").map((address) => address.trim().toLowerCase()) : [],
      reminderMinutesBefore: env.REMINDER_MINUTES_BEFORE,
      leaseSeconds: env.OUTBOX_LEASE_SECONDS,
    },
    webhooks: { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === "true", timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000 },
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    // Google's demo Map ID works with a key in testing; a live site uses its own.
    maps: { apiKey: env.GOOGLE_MAPS_API_KEY ?? null, mapId: env.GOOGLE_MAPS_MAP_ID ?? "DEMO_MAP_ID" },
    analyticsEnabled: Boolean(env.VITE_GA_MEASUREMENT_ID),
    timeouts: { headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000, requestMs: Math.max(env.REQUEST_TIMEOUT_SECONDS, env.HEADERS_TIMEOUT_SECONDS) * 1000 },
    passwordHashing: { concurrency: env.PASSWORD_HASH_CONCURRENCY, maxWaiting: env.PASSWORD_HASH_QUEUE },
  };
}

function masterKeyOrNull(text: string): MasterKey | null {
  try {
    return parseMasterKey(text);
  } catch {
    return null;
  }
}

/** clamd's address as CLAMD_ADDRESS writes it: `host:port`, or an absolute socket path. */
export function scannerAddressOf(value: string): ScannerAddress | null {
  if (value.startsWith("/")) return { path: value };
  const match = /^(.+):(\d{1,5})$/.exec(value);
  const port = Number(match?.[2]);
  return match?.[1] && port > 0 && port < 65536 ? { host: match[1].replace(/^\[|\]$/g, ""), port } : null;
}

/**
 * The master keys (decision 0254): FILES_MASTER_KEY's; else, on SQLite, the key file beside the
 * database (made 0600 at first start, like the cookie secret); else none, and documents are refused
 * (several PostgreSQL instances must share one key, so none may make its own).
 */
function documentKeys(setting: string | undefined, database: DatabaseLocation, log: Logger): Pick<AppConfig["documents"], "masterKeys" | "keySource"> {
  if (setting) return { masterKeys: setting.split(",").map((key) => parseMasterKey(key.trim())), keySource: { kind: "setting" } };
  if (database.engine === "postgresql") return { masterKeys: null, keySource: { kind: "none" } };
  if (database.file === ":memory:") return { masterKeys: [newMasterKey()], keySource: { kind: "none" } };
  const path = join(dirname(database.file), MASTER_KEY_FILE);
  if (!existsSync(path)) {
    writeFileSync(path, `${newMasterKey().bytes.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    log(`FILES_MASTER_KEY is not set: generated one and stored it in ${path}. Keep a copy apart from the backups: without it no document can be read.`);
  }
  return { masterKeys: readMasterKeyFile(path), keySource: { kind: "file", path } };
}

/** The key file's name beside the SQLite database. */
export const MASTER_KEY_FILE = "files-master-key";

/** The keys a key file holds, one per line, the first wrapping (a rotation writes the new one first). */
export function readMasterKeyFile(path: string): MasterKey[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => parseMasterKey(line));
}

/**
 * Without COOKIE_SECRET, a secret is generated once and kept beside the database,
 * so sessions survive restarts without any set-up step.
 */
function persistedCookieSecret(databaseFile: string, log: Logger): string {
  const folder = databaseFile === ":memory:" ? process.cwd() : dirname(databaseFile);
  const file = join(folder, "cookie-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`COOKIE_SECRET is not set: generated one and stored it in ${file}`);
  return secret;
}
