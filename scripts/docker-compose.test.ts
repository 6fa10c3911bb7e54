import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../server/env";
import { projectRoot } from "../server/project-root";
import { createTestApp, type TestApp } from "../server/testing/test-app";

/**
 * docker-compose.yml, the several-instances deployment (docs/decisions/0219-several-instances-with-compose.md),
 * read as Compose reads it (merge keys on). No Docker engine runs here, so this checks what the
 * file promises: two instances after one migration, health checks, one shared photo volume, the
 * proxy's headers trusted from the proxy only, and no secret written in the file.
 */
type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  networks?: Record<string, { ipv4_address?: string }> | string[];
};
type Compose = {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
};

const root = projectRoot();
const read = (path: string) => readFileSync(join(root, path), "utf8");
const text = read("docker-compose.yml");
const compose = parse(text, { merge: true }) as Compose;
const { services } = compose;
const instances = Object.entries(services).filter(([name, service]) => service.image === services.migrate?.image && name !== "migrate");
const healthPath = (service: Service) => /http:\/\/127\.0\.0\.1:\d+(\/[\w/]+)/.exec(service.healthcheck?.test?.join(" ") ?? "")?.[1];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("docker-compose.yml", () => {
  it("runs two instances of the app's image, after the one-shot migration and a healthy PostgreSQL 17", () => {
    expect(instances.map(([name]) => name)).toEqual(["app1", "app2"]);
    expect(services.postgres?.image).toMatch(/^postgres:17/);
    expect(services.migrate?.command).toEqual(["npm", "run", "migrate"]);
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    for (const [, app] of instances) {
      expect(app.build).toBeDefined();
      expect(app.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        migrate: { condition: "service_completed_successfully" },
      });
      expect(app.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/taxpro:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/taxpro$/);
      // Reached through the proxy only: no port of their own on the host.
      expect(app.ports).toBeUndefined();
    }
    expect(instances[0]![1].environment).toEqual(instances[1]![1].environment);
  });

  it("health-checks PostgreSQL, each instance on the product's readiness route, and the proxy", async () => {
    expect(services.postgres?.healthcheck?.test?.join(" ")).toContain("pg_isready");
    for (const [, app] of instances) {
      expect(healthPath(app)).toBe("/api/health");
      expect((await t.app.inject({ method: "GET", url: healthPath(app) })).json()).toEqual({ status: "ok" });
    }
    expect(healthPath(services.proxy!)).toBe("/api/health");
    expect(services.migrate?.healthcheck).toEqual({ disable: true });
  });

  it("keeps the photos on one named volume that both instances mount at FILES_DIR", () => {
    for (const [, app] of instances) {
      const filesDir = app.environment?.FILES_DIR;
      expect(filesDir).toMatch(/^\//);
      expect(app.volumes).toContain(`files:${filesDir}`);
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["files", "postgres-data"]));
    expect(services.postgres?.volumes).toContain("postgres-data:/var/lib/postgresql/data");
    // The image owns that folder, so the volume Docker fills from it is the server's to write.
    expect(read("Dockerfile")).toMatch(/mkdir -p \/app\/data\/files && chown -R node:node \/app\/data/);
  });

  it("balances both instances behind Caddy, whose X-Forwarded-* headers the instances trust from its address only", () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.depends_on).toEqual({ app1: { condition: "service_healthy" }, app2: { condition: "service_healthy" } });
    expect(proxy.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = read("deploy/Caddyfile");
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\n/);

    const address = (proxy.networks as Record<string, { ipv4_address?: string }>).backend?.ipv4_address;
    const subnet = compose.networks.backend?.ipam.config[0]?.subnet;
    expect(address && subnet?.startsWith(address.split(".").slice(0, 3).join("."))).toBe(true);
    for (const [, app] of instances) {
      expect(app.environment?.TRUST_PROXY).toBe(address);
      const config = loadConfig({ DATABASE_URL: "file::memory:", COOKIE_SECRET: "x".repeat(40), TRUST_PROXY: app.environment?.TRUST_PROXY }, () => {});
      expect(config.trustProxy).toEqual([address]);
    }
  });

  it("writes no secret: each comes from .env, which never enters the image or the repository", () => {
    const secret = /SECRET|PASSWORD|TOKEN|_KEY|SMTP_URL/;
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (secret.test(key)) expect(value, `${name}.${key}`).toMatch(/^\$\{[A-Z_]+:\?[^}]+\}$/);
      }
    }
    // Nor anywhere else: no run of 24 letters and digits, which a generated key or token almost always has.
    expect(text).not.toMatch(/[A-Za-z0-9]{24,}/);
    for (const [, app] of instances) expect(app.env_file).toBe(".env");
    expect(read(".dockerignore").split("\n")).toContain(".env");
    expect(read(".gitignore").split("\n")).toContain(".env");
  });
});
