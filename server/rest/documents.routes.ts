import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/actor";
import { requireOffice, requireUser, signedInUser } from "../auth/guards";
import { recordIdInput } from "../shared/appointment.schema";
import {
  DOCUMENT_LIMITS,
  documentDto,
  documentFolder,
  documentIdInput,
  documentLink,
  documentRequestBody,
  expiringDocument,
  checklistEntry,
  intakeQuestionnaireBody,
  intakeView,
  keepDocumentBody,
  saveIntakeBody,
} from "../shared/documents.schema";
import { intakeQuestionnaire } from "../shared/intake.schema";
import { say } from "../shared/i18n/server-messages";
import { sendError } from "./error-handler";
import type { RouteOptions } from "./route-options";

const MB = 1024 * 1024;

/**
 * Clients' intake answers and documents (issue 34, decision 0254). Every path is for a signed-in
 * person: the client whose appointment it is, the owner, or the appointment's preparer (the
 * service decides, server/services/documents/appointment-folder.ts); an API key is refused, since
 * no outside tool needs a client's papers. The bytes go up as a multipart form, limited while
 * they stream, and come down only through a signed link, as an attachment.
 */
export const documentsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { services }) => {
  // One file per request, at most 20 MB: the parser stops reading past it (413), and no other part is accepted.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_LIMITS.fileBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 } });

  app.get(
    "/appointments/:id/intake",
    {
      preValidation: requireUser,
      schema: { summary: "The appointment's intake questions (its service's) and the answers so far", params: recordIdInput, response: { 200: intakeView } },
    },
    async (request) => services.intake.view(signedInUser(request), request.params.id),
  );

  app.put(
    "/appointments/:id/intake",
    {
      preValidation: requireUser,
      schema: {
        summary: "The client saves their answers (each checked against its question; 409 once the office has reviewed them)",
        params: recordIdInput,
        body: saveIntakeBody,
        response: { 200: intakeView },
      },
    },
    async (request) => services.intake.save(signedInUser(request), actorOf(request), request.params.id, request.body.answers),
  );

  app.put(
    "/appointments/:id/intake/reviewed",
    {
      preValidation: requireUser,
      schema: {
        summary: "The office marks the answers reviewed (`reviewed: false` lets the client change them again)",
        params: recordIdInput,
        body: z.object({ reviewed: z.boolean() }).strict(),
        response: { 200: intakeView },
      },
    },
    async (request) => services.intake.setReviewed(signedInUser(request), actorOf(request), request.params.id, request.body.reviewed),
  );

  app.get(
    "/appointments/:id/documents",
    {
      preValidation: requireUser,
      schema: { summary: "The appointment's document checklist, the documents sent, and the room left", params: recordIdInput, response: { 200: documentFolder } },
    },
    async (request) => services.documents.folder(signedInUser(request), request.params.id),
  );

  app.post(
    "/appointments/:id/document-requests",
    {
      preValidation: requireUser,
      schema: {
        summary: "The office asks the client for one more document (in both languages); the client is emailed",
        params: recordIdInput,
        body: documentRequestBody,
        response: { 201: z.array(checklistEntry) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.intake.request(signedInUser(request), actorOf(request), request.params.id, request.body.label)),
  );

  app.post(
    "/appointments/:id/documents",
    {
      preValidation: requireUser,
      schema: {
        summary: "Upload a document (multipart/form-data, one part named `file`)",
        description:
          `One file of at most ${DOCUMENT_LIMITS.fileBytes / MB} MB, and ${DOCUMENT_LIMITS.appointmentBytes / MB} MB an appointment: a PDF, or a JPEG, PNG or HEIC photo ` +
          "(a HEIC photo is kept as a JPEG). Its type is read from its bytes, never from its name or Content-Type. `item` names the checklist " +
          'item it answers; leave it out for "other documents". It is stored encrypted and waits as `checking` until the malware check passes.',
        params: recordIdInput,
        querystring: z.object({ item: z.string().max(40).optional() }).strict(),
        consumes: ["multipart/form-data"],
        response: { 201: documentDto },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(request, reply, 415, say.documents.noFile);
      const part = await request.file();
      if (!part) return sendError(request, reply, 400, say.documents.noFile);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) return sendError(request, reply, 413, say.documents.tooLarge);
        throw error;
      }
      const saved = await services.documents.upload(signedInUser(request), actorOf(request), {
        appointmentId: request.params.id,
        itemKey: request.query.item ?? null,
        fileName: part.filename,
        bytes,
      });
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    "/documents/:id",
    {
      preValidation: requireUser,
      schema: { summary: "Delete a document: its client until the office has opened it, the office at any time", params: documentIdInput, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await services.documents.remove(signedInUser(request), actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/documents/:id/link",
    {
      preValidation: requireUser,
      schema: {
        summary: "A download address for the office, valid a minute, for this person's session only (409 until the malware check passes)",
        params: documentIdInput,
        response: { 200: documentLink },
      },
    },
    async (request) => services.documents.link(signedInUser(request), request.sessionId, request.params.id),
  );

  app.get(
    "/documents/:id/file",
    {
      preValidation: requireUser,
      schema: {
        summary: "The document itself, always as an attachment: follow the address POST /documents/{id}/link gave",
        params: documentIdInput,
        querystring: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().max(100) }).strict(),
        response: {
          200: {
            description: "The document's bytes, as an attachment, with its type (read from its bytes when it was uploaded).",
            content: { "application/pdf": { schema: z.string() }, "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await services.documents.download(signedInUser(request), actorOf(request), request.sessionId, request.params.id, request.query);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        // Never rendered by the browser as a page of this site, whatever it holds (a PDF's scripts included).
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        // The document says the body is the file (a string of bytes); Fastify sends a Buffer as it is, unserialized.
        .send(file.bytes as unknown as string);
    },
  );

  app.get(
    "/documents/expiring",
    {
      preValidation: requireUser,
      schema: {
        summary: "The owner's list: documents the retention rule deletes within 30 days (keep one with PUT /documents/{id}/kept)",
        response: { 200: z.array(expiringDocument) },
      },
    },
    async (request) => services.documents.expiring(signedInUser(request)),
  );

  app.put(
    "/documents/:id/kept",
    {
      preValidation: requireUser,
      schema: { summary: "Keep a document past the retention period (or let it go again)", params: documentIdInput, body: keepDocumentBody, response: { 200: documentDto } },
    },
    async (request) => services.documents.keep(signedInUser(request), actorOf(request), request.params.id, request.body.kept),
  );

  app.get(
    "/services/:id/intake",
    {
      preValidation: requireOffice("services"),
      schema: { summary: "A service's intake questionnaire", params: recordIdInput, response: { 200: intakeQuestionnaire } },
    },
    async (request) => services.intake.questionnaire(request.params.id),
  );

  app.put(
    "/services/:id/intake",
    {
      preValidation: requireOffice("services"),
      schema: { summary: "Change a service's intake questionnaire (answers are kept by question key)", params: recordIdInput, body: intakeQuestionnaireBody, response: { 200: intakeQuestionnaire } },
    },
    async (request) => services.intake.setQuestionnaire(actorOf(request), request.params.id, request.body.questionnaire),
  );
};
