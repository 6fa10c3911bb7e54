import { randomUUID } from "node:crypto";
import { say } from "../../shared/i18n/server-messages";
import { PHOTO_MAX_EDGE, PHOTO_TYPES, type PhotoType, type SizedImage } from "../../shared/business-profile.schema";
import { LIMITS } from "../../shared/limits";
import type { PhotoWidth } from "../../shared/photo-variants";
import { notFound, validationError } from "../errors";
import type { ServiceDeps } from "../deps";
import { LOGO_ICONS, LOGO_MAX_EDGE, type LogoIcon } from "../../shared/logo-icons";
import { loadSharp, LOGO_TYPE, photoFileKeys, storedBytes } from "./stored-photos";
import type { Sharp as SharpPipeline } from "sharp";
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

type EncodedImage = { bytes: Buffer; width: number; height: number };

/**
 * Decodes an upload (upright: EXIF orientation applied), at most `maxEdge` on its longer side,
 * and encodes it without metadata (no camera GPS position reaches the site), with the pixel
 * size pages need to reserve its box.
 */
async function encodeUpload(bytes: Buffer, maxEdge: number, encode: (image: SharpPipeline) => SharpPipeline): Promise<EncodedImage | null> {
  const { default: sharp } = await loadSharp();
  try {
    const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true });
    const { data, info } = await encode(resized).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Not decodable (damaged, truncated, or past the pixel limit): not a picture we can show.
    return null;
  }
}

/** Every new photo is stored as a WebP of at most PHOTO_MAX_EDGE (decision 0145). */
const encodePhoto = (bytes: Buffer) => encodeUpload(bytes, PHOTO_MAX_EDGE, (image) => image.webp({ quality: 78, effort: 4 }));

/** A logo is kept whole: a lossless PNG, transparency and all (decision 0249). */
const encodeLogo = (bytes: Buffer) => encodeUpload(bytes, LOGO_MAX_EDGE, (image) => image.png({ compressionLevel: 9 }));

/** What each kind of upload is stored as, recorded as, and refused with. */
const UPLOADS = {
  photo: { action: "business.photo_uploaded", contentType: "image/webp", encode: encodePhoto, wrongType: say.media.wrongType, tooLarge: say.media.tooLarge },
  logo: { action: "business.logo_uploaded", contentType: LOGO_TYPE, encode: encodeLogo, wrongType: say.media.logoWrongType, tooLarge: say.media.logoTooLarge },
} as const;
type UploadKind = (typeof UPLOADS)[keyof typeof UPLOADS];

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
export function createMediaService({ db, audit, files, business }: ServiceDeps) {
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

  /**
   * Checks an upload is the image its type says, encodes it, and stores it: the file first, then
   * its row and the audit record (no row ever names a missing file, and no file outlives a failed row).
   */
  async function store(actor: Actor, upload: { contentType: string; bytes: Buffer }, kind: UploadKind): Promise<SizedImage & { id: string }> {
    const type = upload.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!isPhotoType(type) || !SIGNATURES[type](upload.bytes)) throw validationError(kind.wrongType);
    if (upload.bytes.length > LIMITS.photoMaxBytes) throw validationError(kind.tooLarge);
    const image = await kind.encode(upload.bytes);
    if (!image) throw validationError(kind.wrongType);
    const id = randomUUID();
    const fileKey = photoFileKeys.photo(id);
    // The file first: once the row commits, every instance finds its bytes.
    await files.put(fileKey, image.bytes);
    try {
      await db.$transaction(async (tx) => {
        await tx.media.create({ data: { id, contentType: kind.contentType, fileKey, size: image.bytes.length, width: image.width, height: image.height } });
        await audit.record(tx, actor, {
          action: kind.action,
          subject: { type: "media", id },
          details: { content_type: type, size: upload.bytes.length, stored_size: image.bytes.length, width: image.width, height: image.height },
        });
      });
    } catch (error) {
      // No row names the file: nothing would ever serve or remove it.
      await files.delete(fileKey);
      throw error;
    }
    return { id, url: `/media/${id}`, width: image.width, height: image.height };
  }

  /** The current logo's icons, made on first request; another logo's are dropped, so the map stays a handful. */
  const icons = new Map<string, Promise<StoredImage>>();

  async function makeIcon(id: string, name: LogoIcon): Promise<StoredImage> {
    const { default: sharp } = await loadSharp();
    const { size, opaque, padding } = LOGO_ICONS[name];
    const inner = Math.round(size * (1 - 2 * padding));
    const margin = Math.floor((size - inner) / 2);
    const background = { r: 255, g: 255, b: 255, alpha: opaque ? 1 : 0 };
    const { bytes } = await original(id);
    const icon = sharp(bytes)
      .resize({ width: inner, height: inner, fit: "contain", background })
      .extend({ top: margin, left: margin, bottom: size - inner - margin, right: size - inner - margin, background });
    return { contentType: LOGO_TYPE, bytes: await (opaque ? icon.flatten({ background }) : icon).png({ compressionLevel: 9 }).toBuffer() };
  }

  return {
    /** A preparer's or the hero's photo. */
    savePhoto: (actor: Actor, contentType: string, bytes: Buffer) => store(actor, { contentType, bytes }, UPLOADS.photo),

    /** The office's logo (decision 0249); the profile then names it. */
    saveLogo: (actor: Actor, contentType: string, bytes: Buffer) => store(actor, { contentType, bytes }, UPLOADS.logo),

    /**
     * One of the site's icons made from logo `id`. Icons are made of the office's current logo only:
     * no one can have the server draw icons of every photo.
     */
    async icon(id: string, name: LogoIcon): Promise<StoredImage> {
      if ((await business.get()).brand.logo?.url !== `/media/${id}`) throw notFound(say.media.notFound);
      const key = `${id}:${name}`;
      let made = icons.get(key);
      if (!made) {
        for (const other of icons.keys()) if (!other.startsWith(`${id}:`)) icons.delete(other);
        made = makeIcon(id, name);
        // A failure is not kept: the next request tries again.
        made.catch(() => icons.delete(key));
        icons.set(key, made);
      }
      return made;
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
