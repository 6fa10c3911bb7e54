import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../auth/actor";
import { requireOffice } from "../auth/guards";
import { businessProfile, PHOTO_MAX_EDGE, PHOTO_TYPES, updateBusinessInput, uploadedPhoto } from "../shared/business-profile.schema";
import { LIMITS } from "../shared/limits";
import { LOGO_MAX_EDGE } from "../shared/logo-icons";
import type { RouteOptions } from "./route-options";

/**
 * The business profile: public to read, admins to change (any subset of its fields). A
 * preparer's photo is uploaded first, as the raw image with its own Content-Type (no
 * multipart form), and the profile then names it; the logo likewise. REST only: tRPC carries JSON, not files.
 */
export const businessRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  app.get(
    "/business",
    { schema: { summary: "The business profile: name, address, contacts, preparers and opening hours", response: { 200: businessProfile } } },
    async () => services.business.get(),
  );

  app.put(
    "/business",
    {
      preValidation: requireOffice("business"),
      schema: {
        summary: "Change any of the profile's fields (those left out stay as they are)",
        body: updateBusinessInput,
        response: { 200: businessProfile },
      },
    },
    async (request) => services.business.update(actorOf(request), request.body),
  );

  // Images are accepted on this plugin's routes only, up to the photo limit (413 past it).
  app.addContentTypeParser([...PHOTO_TYPES], { parseAs: "buffer", bodyLimit: LIMITS.photoMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  // The body is the image itself, so it has no JSON schema (the validator is for JSON); the service checks it.
  app.post(
    "/business/photos",
    {
      preValidation: requireOffice("business"),
      bodyLimit: LIMITS.photoMaxBytes,
      schema: {
        summary: "Upload a preparer's or the hero's photo (the raw image as the body)",
        description:
          `Send the image bytes themselves as the body (no multipart form), with the image's own Content-Type ` +
          `(${PHOTO_TYPES.join(", ")}), up to ${LIMITS.photoMaxBytes / (1024 * 1024)} MB. It is stored upright as a WebP ` +
          `of at most ${PHOTO_MAX_EDGE} pixels on its longer side, without metadata; the answer gives its \`width\` and \`height\`. ` +
          "The answer's `url` is what a preparer's `photo`, or `heroPhoto`, then names in PUT /api/business.",
        consumes: [...PHOTO_TYPES],
        response: { 201: uploadedPhoto },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.status(201).send(await services.media.savePhoto(actorOf(request), request.headers["content-type"] ?? "", bytes));
    },
  );

  app.post(
    "/business/logo",
    {
      preValidation: requireOffice("business"),
      bodyLimit: LIMITS.photoMaxBytes,
      schema: {
        summary: "Upload the office's logo (the raw image as the body)",
        description:
          `Send the image bytes themselves as the body (no multipart form), with the image's own Content-Type ` +
          `(${PHOTO_TYPES.join(", ")}), up to ${LIMITS.photoMaxBytes / (1024 * 1024)} MB. It is stored as a PNG, transparency kept, ` +
          `of at most ${LOGO_MAX_EDGE} pixels on its longer side, without metadata. The answer's \`url\` is what \`logo\` then ` +
          "names in PUT /api/business; the site's icons (favicon, home-screen icons) are then made from it.",
        consumes: [...PHOTO_TYPES],
        response: { 201: uploadedPhoto },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.status(201).send(await services.media.saveLogo(actorOf(request), request.headers["content-type"] ?? "", bytes));
    },
  );
};
