/**
 * `npm run lighthouse`: Lighthouse (desktop preset) against the production build on a
 * fresh database, for /, /services and /book. Prints the scores, writes
 * bench/lighthouse.json, and exits non-zero below the targets of issue 8
 * (performance >= 95, accessibility = 100). Not part of `npm test`: performance
 * scores depend on how busy the machine is, so they are measured, not asserted in CI.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS, findChromium } from "../scripts/browser-path";

const PAGES = ["/", "/services", "/book"];
const TARGETS = { performance: 95, accessibility: 100 };
const root = fileURLToPath(new URL("..", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not become healthy in 30 s");
}

execFileSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(join(root, "node_modules/.bin/tsx"), ["scripts/start.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), "taxpro-lh-")), "lh.db")}`,
    COOKIE_SECRET: "lighthouse-cookie-secret-that-is-long-enough-0123",
  },
});

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
type Row = { page: string; performance: number; accessibility: number; "best-practices": number; seo: number; CLS: number; LCP_ms: number };
const rows: Row[] = [];
/** Audits that lost points, per page: where to look when a score drops. */
const failedAudits: Record<string, string[]> = {};
try {
  await waitForHealth(base);
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" }, desktopConfig);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    failedAudits[page] = Object.values(categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    );
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      LCP_ms: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    });
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.table(rows);
for (const [page, failed] of Object.entries(failedAudits)) if (failed.length) console.log(`${page} lost points on: ${failed.join(", ")}`);
writeFileSync(join(root, "bench/lighthouse.json"), `${JSON.stringify({ date: new Date().toISOString(), rows, failedAudits }, null, 2)}\n`);
const misses = rows.filter((row) => row.performance < TARGETS.performance || row.accessibility < TARGETS.accessibility);
if (misses.length > 0) {
  console.error(`Below target (performance >= ${TARGETS.performance}, accessibility = ${TARGETS.accessibility}): ${misses.map((row) => row.page).join(", ")}`);
  process.exit(1);
}
console.log("Lighthouse targets met.");
