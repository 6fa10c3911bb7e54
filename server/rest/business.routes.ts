import type { FastifyPluginAsync } from "fastify";
import { requireAdmin } from "../auth/guards";
import { PHOTO_TYPES, updateBusinessInput } from "../shared/business-profile.schema";
import { LIMITS } from "../shared/limits";
import { parseInput } from "./parse-input";
import type { RouteOptions } from "./route-options";

/**
 * The business profile: public to read, admins to change (any subset of its fields). A
 * preparer's photo is uploaded first, as the raw image with its own Content-Type (no
 * multipart form), and the profile then names it. REST only: tRPC carries JSON, not files.
 */
export const businessRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get("/business", async () => services.business.get());

  app.put("/business", { preValidation: requireAdmin }, async (request) =>
    services.business.update(parseInput(updateBusinessInput, request.body)),
  );

  // Images are accepted on this plugin's routes only, up to the photo limit (413 past it).
  app.addContentTypeParser([...PHOTO_TYPES], { parseAs: "buffer", bodyLimit: LIMITS.photoMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/business/photos", { preValidation: requireAdmin, bodyLimit: LIMITS.photoMaxBytes }, async (request, reply) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return reply.status(201).send(await services.media.savePhoto(request.headers["content-type"] ?? "", bytes));
  });
};
