import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../services/errors";
import type { Services } from "../services/services";
import { API_MESSAGES } from "../shared/api-messages";

const mediaId = z.uuid();

/** Uploaded images at /media/{id}: immutable (a new upload gets a new id), never sniffed as anything else. */
export function registerMedia(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>("/media/:id", async (request, reply) => {
    // Anything that is not an id names no image.
    const id = mediaId.safeParse(request.params.id);
    if (!id.success) throw notFound(API_MESSAGES.media.notFound);
    const image = await services.media.get(id.data);
    return reply
      .type(image.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(image.bytes);
  });
}
