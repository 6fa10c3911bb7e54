import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POSTGRESQL_SCHEMA, SQLITE_SCHEMA, postgresqlSchema } from "./prisma-schemas";

describe("the two Prisma schemas", () => {
  it("the committed PostgreSQL schema is the one written from prisma/schema.prisma (run `npm run db:schemas`)", () => {
    expect(readFileSync(POSTGRESQL_SCHEMA, "utf8")).toBe(postgresqlSchema(readFileSync(SQLITE_SCHEMA, "utf8")));
  });

  it("keeps every model and stores every time as timestamptz", () => {
    const written = postgresqlSchema(readFileSync(SQLITE_SCHEMA, "utf8"));
    const models = (text: string) => [...text.matchAll(/^model (\w+)/gm)].map((match) => match[1]);
    expect(models(written)).toEqual(models(readFileSync(SQLITE_SCHEMA, "utf8")));
    const times = written.split("\n").filter((line) => /^\s+\w+\s+DateTime\??\s/.test(line));
    expect(times.length).toBeGreaterThan(30);
    for (const line of times) expect(line).toContain("@db.Timestamptz(3)");
    expect(written).toContain('provider = "postgresql"');
  });
});
