import type Sharp from "sharp";
import type { Db } from "../../db";

/*
 * The photo helpers the business profile needs too, apart from the media service (which
 * takes every service's dependencies): the profile is one of those dependencies.
 */

/** sharp is loaded on the first upload only: a server that never gets one never holds libvips. */
let sharpModule: Promise<{ default: typeof Sharp }> | null = null;
export const loadSharp = () => (sharpModule ??= import("sharp"));

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
