import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ path, method, operation: item[method] }] : [])),
  );

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("documents the REST API and nothing else (no pages, files or tRPC)", () => {
    const paths = Object.keys(document.paths ?? {});
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.every((path) => path.startsWith("/api/"))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(["/api/register", "/api/login", "/api/appointments/{id}/confirm", "/api/availability"]));
  });

  it("gives every operation a summary, a documented success and its { message } failures", () => {
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      const statuses = Object.keys(operation.responses ?? {});
      const success = statuses.filter((status) => /^[23]/.test(status));
      expect(success.length, `${where} documents no success`).toBeGreaterThan(0);
      for (const status of success) {
        const response = operation.responses?.[status] as OpenAPIV3_1.ResponseObject;
        expect(Object.keys(response.content ?? {}).length, `${where} ${status} has no body schema`).toBeGreaterThan(0);
      }
      expect(statuses, where).toEqual(expect.arrayContaining(["4XX", "5XX"]));
    }
  });

  it("names who may call each path: public, a session, or a session or API key", () => {
    const securityOf = (path: string, method: (typeof METHODS)[number]) => document.paths?.[path]?.[method]?.security;
    expect(securityOf("/api/register", "post")).toEqual([]);
    expect(securityOf("/api/appointments/my", "get")).toEqual([{ sessionCookie: [] }]);
    expect(securityOf("/api/appointments/all", "get")).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(["sessionCookie", "apiKey"]);
  });
});

describe("GET /api/docs", () => {
  it("serves the interactive reference from this server, with no outside scripts", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui");
    expect(page.body).not.toMatch(/(src|href)="https?:\/\//);
    expect(String(page.headers["content-security-policy"])).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure/);
    const script = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
  });
});
