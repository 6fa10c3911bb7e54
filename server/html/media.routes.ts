import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../services/errors";
import type { Services } from "../services/services";
import { say } from "../shared/i18n/server-messages";
import { isLogoIcon } from "../shared/logo-icons";
import { isPhotoWidth } from "../shared/photo-variants";

const mediaId = z.uuid();

/**
 * Uploaded images at /media/{id}, or at most N pixels wide at /media/{id}?w=N, or the logo's icon
 * NAME at /media/{logo}?icon=NAME (decision 0249): immutable (a new
 * upload gets a new id), never sniffed as anything else.
 */
export function registerMedia(app: FastifyInstance, services: Services): void {

  app.get<{ Params: { id: string }; Querystring: { w?: string; icon?: string } }>("/media/:id", async (request, reply) => {
    // Anything that is not an id, or a width or icon not offered (photo-variants.ts, logo-icons.ts), names no image.
    const id = mediaId.safeParse(request.params.id);
    const { w, icon } = request.query;
    const width = w === undefined ? undefined : Number(w);
    if (!id.success || (width !== undefined && !isPhotoWidth(width)) || (icon !== undefined && (width !== undefined || !isLogoIcon(icon)))) {
      throw notFound(say.media.notFound);
    }
    const image = icon === undefined ? await services.media.get(id.data, width) : await services.media.icon(id.data, icon);
    return reply
      .type(image.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(image.bytes);
  });
}
