import type Sharp from "sharp";
import type { Db } from "../../db";
import type { FileStore } from "../../files/file-store";

/*
 * The photo helpers the business profile needs too, apart from the media service (which
 * takes every service's dependencies): the profile is one of those dependencies.
 */

/** A logo is stored as a PNG (decision 0249): lossless for its flat colours and sharp edges, and shown by every mail program. */
export const LOGO_TYPE = "image/png";

/** sharp is loaded on the first upload only: a server that never gets one never holds libvips. */
let sharpModule: Promise<{ default: typeof Sharp }> | null = null;
export const loadSharp = () => (sharpModule ??= import("sharp"));

/**
 * The file store's keys of a photo and of its narrower copies (decision 0218): made from the
 * photo's id, which the server chose, so two instances moving or making the same file write the
 * same key with the same bytes.
 */
export const photoFileKeys = {
  photo: (id: string) => `media/${id}`,
  copy: (id: string, width: number) => `media/${id}-w${width}`,
};

/** Where a row's bytes are: in the file store under `fileKey`, or, for a row from before the store, in `bytes`. */
type StoredRow = { fileKey: string | null; bytes: Uint8Array | null };

/**
 * The bytes of a stored photo or copy, or null when its row names a file the store does not hold
 * (a FILES_DIR that was not restored with the database, say).
 */
export async function storedBytes(files: FileStore, row: StoredRow): Promise<Buffer | null> {
  if (row.fileKey !== null) return files.get(row.fileKey);
  return row.bytes === null ? null : Buffer.from(row.bytes);
}

/** The pixel size a browser shows an image at, read from its header. */
export async function measuredSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { default: sharp } = await loadSharp();
  const { width, height, orientation } = await sharp(bytes).metadata();
  // EXIF orientations 5-8 turn the picture a quarter: the browser shows it with the sides swapped.
  return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The pixel size of a stored photo, or null when there is none with that id. Photos kept
 * as uploaded before re-encoding (no size recorded) are measured from their own bytes; a photo
 * in the file store always has its size recorded (a CHECK in the database says so).
 */
export async function storedPhotoSize(db: Db, id: string): Promise<{ width: number; height: number } | null> {
  const row = await db.media.findUnique({ where: { id }, select: { width: true, height: true, bytes: true } });
  if (!row) return null;
  if (row.width !== null && row.height !== null) return { width: row.width, height: row.height };
  if (row.bytes === null) throw new Error(`Photo ${id} has neither its size nor its bytes`);
  return measuredSize(Buffer.from(row.bytes));
}
