import { randomUUID } from "node:crypto";
import { say } from "../../shared/i18n/server-messages";
import { PHOTO_MAX_EDGE, PHOTO_TYPES, type PhotoType, type SizedImage } from "../../shared/business-profile.schema";
import { LIMITS } from "../../shared/limits";
import type { PhotoWidth } from "../../shared/photo-variants";
import { notFound, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import { loadSharp, photoFileKeys, storedBytes } from "./stored-photos";
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
    throw validationError(say.media.wrongType);
  }
}

type StoredImage = { contentType: string; bytes: Buffer };

/**
 * How a narrower copy is made, reached through one object so a test can count the encodings
 * (`vi.spyOn`): each costs about 200 ms of CPU, which is what issue 29 item 20 is about.
 */
export const photoEncoding = {
  async narrowed(bytes: Buffer, width: PhotoWidth): Promise<StoredImage> {
    const { default: sharp } = await loadSharp();
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    return { contentType: "image/webp", bytes: data };
  },
};

/**
 * Uploaded photos (preparers', the hero), served at /media/{id}: their facts in the database,
 * their bytes and their narrower copies' in the file store every instance reads (decision 0218).
 */
export function createMediaService({ db, audit, files }: ServiceDeps) {
  /** Encodings under way, so requests that arrive together for one copy share one encoding. */
  const encoding = new Map<string, Promise<StoredImage>>();

  /** The photo as stored; a photo whose file the store lacks is a fault of the installation, not a 404. */
  async function original(id: string): Promise<StoredImage & { width: number | null }> {
    const row = await db.media.findUnique({ where: { id }, select: { contentType: true, fileKey: true, bytes: true, width: true } });
    if (!row) throw notFound(say.media.notFound);
    const bytes = await storedBytes(files, row);
    if (!bytes) throw new Error(`Photo ${id}: the file store (FILES_DIR) has no ${row.fileKey}`);
    return { contentType: row.contentType, bytes, width: row.width };
  }

  /**
   * The copy of photo `id` at `width`, made and stored on first request (decision 0169). A photo
   * never changes under its id (a new upload gets a new one), so a stored copy never goes stale.
   */
  async function variant(id: string, width: PhotoWidth): Promise<StoredImage> {
    // The whole lookup is shared, not only the encoding: a request that finds none under way
    // finds the copy stored, since an encoding is stored before its promise settles.
    const key = `${id}:${width}`;
    const pending = encoding.get(key);
    if (pending) return pending;
    const made = (async () => {
      const stored = await db.mediaVariant.findUnique({
        where: { mediaId_width: { mediaId: id, width } },
        select: { contentType: true, fileKey: true, bytes: true },
      });
      const storedCopy = stored && (await storedBytes(files, stored));
      if (stored && storedCopy) return { contentType: stored.contentType, bytes: storedCopy };
      // No copy yet, or its file is gone: a copy can always be made again from the photo.
      const photo = await original(id);
      // Already this narrow: the photo itself is the copy, and nothing is encoded or stored.
      if (photo.width !== null && photo.width <= width) return { contentType: photo.contentType, bytes: photo.bytes };
      const image = await photoEncoding.narrowed(photo.bytes, width);
      // The file first, then the row that names it: a row never names a file not yet written.
      // Two instances making the same copy write the same key; the second row is a no-op.
      const fileKey = photoFileKeys.copy(id, width);
      await files.put(fileKey, image.bytes);
      await db.mediaVariant.upsert({
        where: { mediaId_width: { mediaId: id, width } },
        create: { mediaId: id, width, contentType: image.contentType, fileKey, size: image.bytes.length },
        update: {},
      });
      return image;
    })().finally(() => encoding.delete(key));
    encoding.set(key, made);
    return made;
  }

  return {
    async savePhoto(actor: Actor, contentType: string, bytes: Buffer): Promise<SizedImage & { id: string }> {
      const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!isPhotoType(type) || !SIGNATURES[type](bytes)) throw validationError(say.media.wrongType);
      if (bytes.length > LIMITS.photoMaxBytes) throw validationError(say.media.tooLarge);
      const image = await encodeWebp(bytes);
      const id = randomUUID();
      const fileKey = photoFileKeys.photo(id);
      // The file first: once the row commits, every instance finds its bytes.
      await files.put(fileKey, image.bytes);
      try {
        await db.$transaction(async (tx) => {
          await tx.media.create({
            data: { id, contentType: "image/webp", fileKey, size: image.bytes.length, width: image.width, height: image.height },
          });
          await audit.record(tx, actor, {
            action: "business.photo_uploaded",
            subject: { type: "media", id },
            details: { content_type: type, size: bytes.length, stored_size: image.bytes.length, width: image.width, height: image.height },
          });
        });
      } catch (error) {
        // No row names the file: nothing would ever serve or remove it.
        await files.delete(fileKey);
        throw error;
      }
      return { id, url: `/media/${id}`, width: image.width, height: image.height };
    },

    /** The photo as stored, or at most `width` pixels wide (never enlarged). */
    async get(id: string, width?: PhotoWidth): Promise<StoredImage> {
      if (width !== undefined) return variant(id, width);
      const { contentType, bytes } = await original(id);
      return { contentType, bytes };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
