import type { Db } from "../../db";
import type { FileStore } from "../../files/file-store";
import { measuredSize, photoFileKeys } from "./stored-photos";

export type MoveReport = {
  /** Photos and copies whose bytes this pass moved from the database to the file store. */
  photos: number;
  copies: number;
  /** Photos left in the database because their bytes cannot be read as an image: still served from there. */
  unreadable: string[];
};

/**
 * Moves the bytes of photos and copies stored before the file store (the `bytes` columns) to it,
 * then clears the column (docs/decisions/0218-photos-in-a-file-store.md). Runs at every start and
 * finds nothing once done. Safe with several instances starting at once: a row is read one at a
 * time, the file is written before the row names it, the key comes from the row's id (two
 * instances write the same bytes under the same key) and the row changes only while it still
 * holds bytes, so one instance's update wins and the other's changes nothing.
 */
export async function moveBytesToFileStore(db: Db, files: FileStore): Promise<MoveReport> {
  const report: MoveReport = { photos: 0, copies: 0, unreadable: [] };

  const photos = await db.media.findMany({ where: { bytes: { not: null } }, select: { id: true }, orderBy: { id: "asc" } });
  for (const { id } of photos) {
    const row = await db.media.findUnique({ where: { id }, select: { bytes: true, width: true, height: true } });
    if (!row?.bytes) continue; // moved meanwhile by another instance
    const bytes = Buffer.from(row.bytes);
    // A photo in the store has its pixel size (the database's CHECK): photos stored as uploaded,
    // before re-encoding, are measured once here.
    let size = row.width !== null && row.height !== null ? { width: row.width, height: row.height } : null;
    if (!size) {
      try {
        size = await measuredSize(bytes);
      } catch {
        report.unreadable.push(id);
        continue;
      }
    }
    const fileKey = photoFileKeys.photo(id);
    await files.put(fileKey, bytes);
    const moved = await db.media.updateMany({
      where: { id, bytes: { not: null } },
      data: { fileKey, size: bytes.length, width: size.width, height: size.height, bytes: null },
    });
    report.photos += moved.count;
  }

  const copies = await db.mediaVariant.findMany({
    where: { bytes: { not: null } },
    select: { mediaId: true, width: true },
    orderBy: [{ mediaId: "asc" }, { width: "asc" }],
  });
  for (const { mediaId, width } of copies) {
    const row = await db.mediaVariant.findUnique({ where: { mediaId_width: { mediaId, width } }, select: { bytes: true } });
    if (!row?.bytes) continue;
    const fileKey = photoFileKeys.copy(mediaId, width);
    await files.put(fileKey, row.bytes);
    const moved = await db.mediaVariant.updateMany({
      where: { mediaId, width, bytes: { not: null } },
      data: { fileKey, size: row.bytes.length, bytes: null },
    });
    report.copies += moved.count;
  }
  return report;
}
