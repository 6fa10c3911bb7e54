import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { openDatabase, type Db } from "../../db";
import { databaseTarget } from "../../db/database-url";
import { DirectoryFileStore } from "../../files/directory-file-store";
import { createUser, signIn } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { photoEncoding } from "./media.service";
import { moveBytesToFileStore } from "./move-to-file-store";
import { photoFileKeys } from "./stored-photos";

/**
 * Photos in the file store (FILES_DIR, decision 0218): what one instance stores, another on the
 * same database and folder serves; bytes stored in the database before the store move to it.
 */
let first: TestApp;
/** A second instance: its own app, its own database connection and store object, on the same file and folder. */
let second: { app: FastifyInstance; db: Db };
let admin: Record<string, string>;

beforeAll(async () => {
  first = await createTestApp();
  const db = await openDatabase(databaseTarget(first.config.database));
  const app = await buildApp({ config: first.config, db });
  await app.ready();
  second = { app, db };
  admin = await signIn(first.app, await createUser(first.db, { role: "admin" }));
});
afterAll(async () => {
  await second.app.close();
  await second.db.$disconnect();
  await first.close();
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 150 } } }).jpeg().toBuffer();
const upload = async (body: Buffer) => {
  const response = await first.app.inject({ method: "POST", url: "/api/business/photos", cookies: admin, headers: { "content-type": "image/jpeg" }, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; url: string };
};
const fileOf = (key: string) => join(first.config.filesDir, ...key.split("/"));

/** A photo as the database held it before the file store: its bytes in the row. */
async function legacyPhoto(bytes: Buffer, contentType = "image/png", size?: { width: number; height: number }): Promise<string> {
  const id = randomUUID();
  await first.db.media.create({ data: { id, contentType, bytes: new Uint8Array(bytes), ...size } });
  return id;
}

describe("photos in the file store", () => {
  it("uploaded through one instance are served by another, headers and all, from FILES_DIR", async () => {
    const { id, url } = await upload(await jpeg(1200, 800));
    const row = await first.db.media.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ fileKey: photoFileKeys.photo(id), bytes: null, width: 1200, height: 800, contentType: "image/webp" });
    expect(statSync(fileOf(photoFileKeys.photo(id))).size).toBe(row.size);
    expect(statSync(fileOf(photoFileKeys.photo(id))).mode & 0o777).toBe(0o600);

    const there = await second.app.inject({ method: "GET", url });
    const here = await first.app.inject({ method: "GET", url });
    expect(there.statusCode).toBe(200);
    for (const header of ["content-type", "cache-control", "x-content-type-options"]) expect(there.headers[header]).toBe(here.headers[header]);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    expect(await sharp(there.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1200, height: 800 });
  });

  it("a narrower copy made by one instance is stored once and served by the other without encoding again", async () => {
    const { id, url } = await upload(await jpeg(1000, 500));
    const encodings = vi.spyOn(photoEncoding, "narrowed");
    try {
      const made = await second.app.inject({ method: "GET", url: `${url}?w=320` });
      expect(await sharp(made.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
      const served = await first.app.inject({ method: "GET", url: `${url}?w=320` });
      expect(served.rawPayload.equals(made.rawPayload)).toBe(true);
      expect(encodings).toHaveBeenCalledTimes(1);
      expect(await first.db.mediaVariant.findUniqueOrThrow({ where: { mediaId_width: { mediaId: id, width: 320 } } })).toMatchObject({
        fileKey: photoFileKeys.copy(id, 320),
        size: made.rawPayload.length,
        bytes: null,
      });
    } finally {
      encodings.mockRestore();
    }
  });

  it("a copy whose file is gone is made again; a photo whose file is gone is a server fault, not a 404", async () => {
    const { id, url } = await upload(await jpeg(900, 900));
    const copy = await first.app.inject({ method: "GET", url: `${url}?w=640` });
    rmSync(fileOf(photoFileKeys.copy(id, 640)));
    const again = await second.app.inject({ method: "GET", url: `${url}?w=640` });
    expect(again.statusCode).toBe(200);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject(await sharp(copy.rawPayload).metadata());
    expect(existsSync(fileOf(photoFileKeys.copy(id, 640)))).toBe(true);

    rmSync(fileOf(photoFileKeys.photo(id)));
    expect((await first.app.inject({ method: "GET", url })).statusCode).toBe(500);
  });

  it("an upload whose row cannot be written leaves no file behind", async () => {
    const before = readdirSync(join(first.config.filesDir, "media")).length;
    const transaction = vi.spyOn(first.db, "$transaction").mockRejectedValueOnce(new Error("the disk is full"));
    try {
      const response = await first.app.inject({ method: "POST", url: "/api/business/photos", cookies: admin, headers: { "content-type": "image/jpeg" }, payload: await jpeg(50, 50) });
      expect(response.statusCode).toBe(500);
    } finally {
      transaction.mockRestore();
    }
    expect(readdirSync(join(first.config.filesDir, "media"))).toHaveLength(before);
  });
});

describe("photos stored in the database before the file store", () => {
  it("move to the store when an instance starts: measured, the column cleared, served exactly as before", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } }).png().toBuffer();
    const id = await legacyPhoto(png);
    const copyBytes = await sharp(png).resize({ width: 32 }).webp().toBuffer();
    await first.db.mediaVariant.create({ data: { mediaId: id, width: 320, contentType: "image/webp", bytes: new Uint8Array(copyBytes) } });
    // Served from the row until it moves.
    expect((await first.app.inject({ method: "GET", url: `/media/${id}` })).rawPayload.equals(png)).toBe(true);

    const db = await openDatabase(databaseTarget(first.config.database));
    const starting = await buildApp({ config: first.config, db });
    try {
      await starting.ready();
      expect(await first.db.media.findUniqueOrThrow({ where: { id } })).toMatchObject({
        fileKey: photoFileKeys.photo(id),
        bytes: null,
        size: png.length,
        width: 64,
        height: 48,
      });
      expect(await first.db.mediaVariant.findUniqueOrThrow({ where: { mediaId_width: { mediaId: id, width: 320 } } })).toMatchObject({
        fileKey: photoFileKeys.copy(id, 320),
        bytes: null,
        size: copyBytes.length,
      });
      for (const app of [first.app, second.app, starting]) {
        const photo = await app.inject({ method: "GET", url: `/media/${id}` });
        expect(photo.headers["content-type"]).toBe("image/png");
        expect(photo.rawPayload.equals(png)).toBe(true);
        expect((await app.inject({ method: "GET", url: `/media/${id}?w=320` })).rawPayload.equals(copyBytes)).toBe(true);
      }
    } finally {
      await starting.close();
      await db.$disconnect();
    }
  });

  it("move once when instances start together, and a second pass finds nothing", async () => {
    const pixels = (shade: string) => sharp({ create: { width: 8, height: 8, channels: 3, background: shade } }).png().toBuffer();
    const ids = [await legacyPhoto(await pixels("#111111")), await legacyPhoto(await pixels("#222222"), "image/png", { width: 8, height: 8 })];
    const store = new DirectoryFileStore(first.config.filesDir);
    const reports = await Promise.all([moveBytesToFileStore(first.db, store), moveBytesToFileStore(second.db, new DirectoryFileStore(first.config.filesDir))]);
    expect(reports.reduce((sum, report) => sum + report.photos, 0)).toBe(ids.length);
    expect(await first.db.media.count({ where: { id: { in: ids }, bytes: null, fileKey: { not: null } } })).toBe(ids.length);
    expect(await moveBytesToFileStore(first.db, store)).toEqual({ photos: 0, copies: 0, unreadable: [] });
    expect(readdirSync(join(first.config.filesDir, "media")).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("stay in the database, still served, when their bytes are not an image the server can measure", async () => {
    const broken = Buffer.from("not a picture at all");
    const id = await legacyPhoto(broken);
    const report = await moveBytesToFileStore(first.db, new DirectoryFileStore(first.config.filesDir));
    expect(report.unreadable).toEqual([id]);
    expect((await first.db.media.findUniqueOrThrow({ where: { id } })).fileKey).toBeNull();
    expect((await second.app.inject({ method: "GET", url: `/media/${id}` })).rawPayload.equals(broken)).toBe(true);
    await first.db.media.delete({ where: { id } });
  });

  it("cannot be a row with its bytes nowhere, nor a stored file without its size (the database's CHECKs)", async () => {
    await expect(first.db.media.create({ data: { id: randomUUID(), contentType: "image/webp" } })).rejects.toThrow();
    await expect(first.db.media.create({ data: { id: randomUUID(), contentType: "image/webp", fileKey: "media/x" } })).rejects.toThrow();
  });
});
