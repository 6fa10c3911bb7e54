import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../services/errors";
import type { Services } from "../services/services";
import { say } from "../shared/i18n/server-messages";
import { isPhotoWidth } from "../shared/photo-variants";

const mediaId = z.uuid();

/**
 * Uploaded images at /media/{id}, or at most N pixels wide at /media/{id}?w=N: immutable (a new
 * upload gets a new id), never sniffed as anything else.
 */
export function registerMedia(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string }; Querystring: { w?: string } }>("/media/:id", async (request, reply) => {
    // Anything that is not an id, or a width not offered (photo-variants.ts), names no image.
    const id = mediaId.safeParse(request.params.id);
    const width = request.query.w === undefined ? undefined : Number(request.query.w);
    if (!id.success || (width !== undefined && !isPhotoWidth(width))) throw notFound(say.media.notFound);
    const image = await services.media.get(id.data, width);
    return reply
      .type(image.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(image.bytes);
  });
}
