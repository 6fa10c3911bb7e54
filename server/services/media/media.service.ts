import { randomUUID } from "node:crypto";
import { API_MESSAGES } from "../../shared/api-messages";
import { PHOTO_TYPES, type PhotoType } from "../../shared/business-profile.schema";
import { LIMITS } from "../../shared/limits";
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

/** Uploaded photos (preparers'), stored in the database and served at /media/{id}. */
export function createMediaService({ db, audit }: ServiceDeps) {
  return {
    async savePhoto(actor: Actor, contentType: string, bytes: Buffer): Promise<{ id: string; url: string }> {
      const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
      if (!isPhotoType(type) || !SIGNATURES[type](bytes)) throw validationError(API_MESSAGES.media.wrongType);
      if (bytes.length > LIMITS.photoMaxBytes) throw validationError(API_MESSAGES.media.tooLarge);
      const id = randomUUID();
      await db.$transaction(async (tx) => {
        await tx.media.create({ data: { id, contentType: type, bytes: new Uint8Array(bytes) } });
        await audit.record(tx, actor, {
          action: "business.photo_uploaded",
          subject: { type: "media", id },
          details: { content_type: type, size: bytes.length },
        });
      });
      return { id, url: `/media/${id}` };
    },

    async get(id: string): Promise<{ contentType: string; bytes: Buffer }> {
      const row = await db.media.findUnique({ where: { id } });
      if (!row) throw notFound(API_MESSAGES.media.notFound);
      return { contentType: row.contentType, bytes: Buffer.from(row.bytes) };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
