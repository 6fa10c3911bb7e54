import { randomUUID } from "node:crypto";
import type Sharp from "sharp";
import type { Db } from "../../db";
import { API_MESSAGES } from "../../shared/api-messages";
import { PHOTO_MAX_EDGE, PHOTO_TYPES, type PhotoType, type SizedImage } from "../../shared/business-profile.schema";
import { LIMITS } from "../../shared/limits";
import type { PhotoWidth } from "../../shared/photo-variants";
import { notFound, validationError } from "../errors";
import type { ServiceDeps } from "../services";
import type { Actor } from "../audit/audit.service";

/** The first bytes each image type starts with: a file is what it is, not what it is called. */
const SIGNATURES: Record<PhotoType, (bytes: Buffer) => boolean> = {
  "image/jpeg": (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  "image/png": (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/webp": (bytes) => bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP",
};

const isPhotoType = (type: string): type is PhotoType => (PHOTO_TYPES as readonly string[]).includes(type);

/**
 * A 2 MB file may still claim a huge canvas (a decompression bomb): 40 megapixels is more
 * than any phone camera's photo and keeps sharp's working memory bounded.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** sharp is loaded on the first upload only: a server that never gets one never holds libvips. */
let sharpModule: Promise<{ default: typeof Sharp }> | null = null;
const loadSharp = () => (sharpModule ??= import("sharp"));

/**
 * The stored form of every new photo (decision 0145): upright (EXIF orientation applied),
 * at most PHOTO_MAX_EDGE on its longer side, WebP without metadata (no camera GPS position
 * reaches the site), with the pixel size pages need to reserve its box.
 */
async function encodeWebp(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { default: sharp } = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Not decodable (damaged, truncated, or past the pixel limit): not a photo we can show.
    throw validationError(API_MESSAGES.media.wrongType);
  }
}

/**
 * The pixel size of a stored photo, or null when there is none with that id. Photos kept
 * as uploaded before re-encoding (no size recorded) are measured from their own bytes.
 */
export async function storedPhotoSize(db: Db, id: string): Promise<{ width: number; height: number } | null> {
  const row = await db.media.findUnique({ where: { id }, select: { width: true, height: true, bytes: true } });
  if (!row) return null;
  if (row.width !== null && row.height !== null) return { width: row.width, height: row.height };
  const { default: sharp } = await loadSharp();
  const { width, height, orientation } = await sharp(Buffer.from(row.bytes)).metadata();
  // EXIF orientations 5-8 turn the picture a quarter: the browser shows it with the sides swapped.
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

type StoredImage = { contentType: string; bytes: Buffer };

/**
 * Narrower copies made for GET /media/{id}?w=, kept so each is encoded once. A photo never
 * changes under its id (a new upload gets a new one), so a kept copy never goes stale; the
 * oldest is dropped past the limit (a few MB at most).
 */
const MAX_KEPT_VARIANTS = 48;

async function narrowed(bytes: Buffer, width: PhotoWidth): Promise<StoredImage> {
  const { default: sharp } = await loadSharp();
  const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
  return { contentType: "image/webp", bytes: data };
}

/** Uploaded photos (preparers', the hero), stored in the database and served at /media/{id}. */
export function createMediaService({ db, audit }: ServiceDeps) {
  const variants = new Map<string, StoredImage>();
  const keep = (key: string, image: StoredImage) => {
    if (variants.size >= MAX_KEPT_VARIANTS) variants.delete(variants.keys().next().value as string);
    variants.set(key, image);
  };
  return {
    async savePhoto(actor: Actor, contentType: string, bytes: Buffer): Promise<SizedImage & { id: string }> {
      const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!isPhotoType(type) || !SIGNATURES[type](bytes)) throw validationError(API_MESSAGES.media.wrongType);
      if (bytes.length > LIMITS.photoMaxBytes) throw validationError(API_MESSAGES.media.tooLarge);
      const image = await encodeWebp(bytes);
      const id = randomUUID();
      await db.$transaction(async (tx) => {
        await tx.media.create({
          data: { id, contentType: "image/webp", bytes: new Uint8Array(image.bytes), width: image.width, height: image.height },
        });
        await audit.record(tx, actor, {
          action: "business.photo_uploaded",
          subject: { type: "media", id },
          details: { content_type: type, size: bytes.length, stored_size: image.bytes.length, width: image.width, height: image.height },
        });
      });
      return { id, url: `/media/${id}`, width: image.width, height: image.height };
    },

    /** The photo as stored, or at most `width` pixels wide (never enlarged). */
    async get(id: string, width?: PhotoWidth): Promise<StoredImage> {
      const key = `${id}:${width ?? "stored"}`;
      const kept = variants.get(key);
      if (kept) return kept;
      const row = await db.media.findUnique({ where: { id } });
      if (!row) throw notFound(API_MESSAGES.media.notFound);
      const stored = { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
      if (width === undefined) return stored;
      const image = row.width !== null && row.width <= width ? stored : await narrowed(stored.bytes, width);
      keep(key, image);
      return image;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
