import { randomBytes, randomUUID } from "node:crypto";
import { linkSigner } from "../../auth/tokens";
import { acceptDocument, type DocumentRefusal } from "../../files/document-types";
import { collect, fromBuffer, newFileKey, open, seal, unwrapKey, VaultError, wrapKey, wrappingKeyId, type MasterKey } from "../../files/document-vault";
import { createMalwareScanner, type MalwareScanner } from "../../files/malware-scanner";
import type { DbOrTx } from "../../outbox/outbox.store";
import { DOCUMENT_LIMITS, type DocumentDto, type ExpiringDocument, type DocumentFolder, type ScanStatus } from "../../shared/documents.schema";
import { say, type ServerMessage } from "../../shared/i18n/server-messages";
import type { PublicUser } from "../../shared/user.schema";
import type { Actor } from "../audit/audit.service";
import type { ServiceDeps } from "../deps";
import { busy, conflict, forbidden, notFound, validationError } from "../errors";
import { checklistOf, isOpenForDocuments, openFolder, type FolderAppointment } from "./appointment-folder";
import { isStaff } from "../../shared/permissions";
import { assertOfficeUser } from "../../auth/guards";
import { readAppointmentWithClient } from "../../notifications/appointment-with-client";

/*
 * Clients' documents (issue 34, decision 0254). An upload is read for its type from its bytes
 * (decision 0252), sealed under its own key (decision 0250) into the file store, and waits as
 * "checking" until clamd says it is clean (decision 0251); only then may the office download it,
 * through a link that lives a minute, for the person and session that asked, as an attachment.
 * Every upload, download and deletion is in the audit trail with who, when and from where.
 */

/** How long a download link works: long enough for the browser to follow it, too short to pass on. */
const LINK_SECONDS = 60;
/** A scan claims its file this long, so a second instance does not scan it too; a crash frees it after. */
const SCAN_LEASE_MS = 5 * 60_000;
/** Waits between tries of a file clamd could not check: 1, 2, 4 ... minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
const DAY_MS = 24 * 3600_000;
/** The owner sees a document on the list this many days before the retention rule erases it. */
const EXPIRY_NOTICE_DAYS = 30;
/** Clients are reminded of missing documents this long before the appointment. */
const MISSING_REMINDER_HOURS = 48;
const FOLDER_SELECT = { id: true, userId: true, preparerId: true, service: true, status: true, appointmentTime: true } as const;
/** A scan pass takes at most this many files, so one pass stays short. */
const SCAN_BATCH = 10;

const REFUSALS: Record<DocumentRefusal, ServerMessage> = {
  empty: say.documents.empty,
  tooLarge: say.documents.tooLarge,
  wrongType: say.documents.wrongType,
  damaged: say.documents.damaged,
};

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/**
 * The name a device gave the file, kept to show it back: no folders, no control characters, at
 * most 200 characters, with the extension of what it is (a HEIC photo is now a .jpg).
 */
export function documentName(given: string, contentType: string): string {
  const base = (given.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const extension = EXTENSIONS[contentType] ?? "bin";
  return `${(base || "document").slice(0, DOCUMENT_LIMITS.nameLength - extension.length - 1)}.${extension}`;
}

type DocumentRow = {
  id: string;
  appointmentId: number;
  itemKey: string | null;
  sealedName: string;
  contentType: string;
  size: number;
  activeContent: boolean;
  fileKey: string | null;
  wrappedKey: string | null;
  scanStatus: string;
  scanNote: string | null;
  openedAt: Date | null;
  kept: boolean;
  createdAt: Date;
};

export type Upload = { appointmentId: number; itemKey: string | null; fileName: string; bytes: Buffer };

export function createDocumentsService(
  deps: Pick<ServiceDeps, "db" | "files" | "config" | "now" | "audit" | "notifications"> & { scanner?: MalwareScanner },
) {
  const { db, files, config, now, audit, notifications } = deps;
  const scanner = deps.scanner ?? createMalwareScanner({ address: config.documents.scanner });
  const signer = linkSigner(config.cookieSecret, "document-download");

  function masterKeys(): MasterKey[] {
    if (!config.documents.masterKeys) throw busy(say.documents.notSetUp, 3600);
    return config.documents.masterKeys;
  }

  const fileKeyOf = (row: Pick<DocumentRow, "id" | "wrappedKey">): Buffer => {
    if (!row.wrappedKey) throw notFound(say.documents.notFound);
    try {
      return unwrapKey(masterKeys(), row.id, row.wrappedKey);
    } catch (error) {
      if (error instanceof VaultError) throw conflict(say.documents.unreadable);
      throw error;
    }
  };

  const sealBytes = async (fileKey: Buffer, bytes: Buffer) => collect(seal(fileKey, fromBuffer(bytes)));

  const nameOf = async (row: DocumentRow): Promise<string> => {
    try {
      return (await collect(open(fileKeyOf(row), fromBuffer(Buffer.from(row.sealedName, "base64url"))))).toString("utf8");
    } catch {
      // A key that does not open (a wrong master key) leaves the row listed; the download says why.
      return `document.${EXTENSIONS[row.contentType] ?? "bin"}`;
    }
  };

  async function toDto(row: DocumentRow, as: "client" | "office"): Promise<DocumentDto> {
    return {
      id: row.id,
      item_key: row.itemKey,
      name: await nameOf(row),
      content_type: row.contentType as DocumentDto["content_type"],
      size: row.size,
      status: row.scanStatus as ScanStatus,
      status_note: as === "office" ? row.scanNote : null,
      active_content: row.activeContent,
      uploaded_at: row.createdAt.toISOString(),
      opened_at: row.openedAt?.toISOString() ?? null,
      kept: row.kept,
    };
  }

  const liveDocuments = (tx: DbOrTx, appointmentId: number) =>
    tx.document.findMany({ where: { appointmentId, erasedAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

  async function folderOf(appointment: FolderAppointment, as: "client" | "office"): Promise<DocumentFolder> {
    const [checklist, rows] = await Promise.all([checklistOf(db, appointment), liveDocuments(db, appointment.id)]);
    return {
      appointment_id: appointment.id,
      checklist,
      documents: await Promise.all(rows.map((row) => toDto(row, as))),
      used_bytes: rows.reduce((sum, row) => sum + row.size, 0),
      limit_bytes: DOCUMENT_LIMITS.appointmentBytes,
      open: isOpenForDocuments(appointment) && config.documents.masterKeys !== null,
    };
  }

  /** A live document and the folder access of `user` to it; a client sees only their own. */
  async function documentFor(user: PublicUser, documentId: string) {
    const row = await db.document.findUnique({ where: { id: documentId } });
    if (!row || row.erasedAt) throw notFound(say.documents.notFound);
    const access = await openFolder(db, user, row.appointmentId).catch((error: unknown) => {
      // A client asking for another's document learns nothing of it.
      if (!isStaff(user.role)) throw notFound(say.documents.notFound);
      throw error;
    });
    return { row, ...access };
  }

  /** Removes the bytes and the key: nothing can read the document again, not even from a backup of the files. */
  async function erase(tx: DbOrTx, row: Pick<DocumentRow, "id" | "fileKey">): Promise<void> {
    await tx.document.update({ where: { id: row.id }, data: { fileKey: null, wrappedKey: null, sealedName: "", erasedAt: now(), scanDueAt: null } });
  }

  const retentionCutoff = () => new Date(now().getTime() - config.documents.retentionDays * DAY_MS);

  const signedText = (documentId: string, userId: number, sessionId: string, expires: number) => `${documentId}.${userId}.${sessionId}.${expires}`;

  return {
    /** The appointment's checklist and documents, as the client or the office sees them. */
    async folder(user: PublicUser, appointmentId: number): Promise<DocumentFolder> {
      const { appointment, as } = await openFolder(db, user, appointmentId);
      return folderOf(appointment, as);
    },

    /** Keeps an upload, sealed, waiting for its malware check; refuses anything the checklist or the limits do not allow. */
    async upload(user: PublicUser, actor: Actor, upload: Upload): Promise<DocumentDto> {
      const keys = masterKeys();
      const { appointment, as } = await openFolder(db, user, upload.appointmentId);
      if (!isOpenForDocuments(appointment)) throw conflict(say.documents.closed);
      if (upload.itemKey !== null && !(await checklistOf(db, appointment)).some((item) => item.key === upload.itemKey)) {
        throw validationError(say.documents.unknownItem);
      }
      const accepted = await acceptDocument(upload.bytes);
      if ("refused" in accepted) throw validationError(REFUSALS[accepted.refused]);

      const id = randomUUID();
      const fileKey = newFileKey();
      const name = documentName(upload.fileName, accepted.contentType);
      const storeKey = `documents/${id}`;
      await files.put(storeKey, await sealBytes(fileKey, accepted.bytes));
      try {
        const row = await db.$transaction(async (tx) => {
          // Takes the appointment's row lock (PostgreSQL) or the write lock (SQLite) first, so two
          // uploads at once add up against the 200 MB one after the other, never both under it.
          await tx.appointment.update({ where: { id: appointment.id }, data: { id: appointment.id } });
          const used = await tx.document.aggregate({ where: { appointmentId: appointment.id, erasedAt: null }, _sum: { size: true } });
          if ((used._sum.size ?? 0) + accepted.bytes.length > DOCUMENT_LIMITS.appointmentBytes) throw validationError(say.documents.appointmentFull);
          const created = await tx.document.create({
            data: {
              id,
              appointmentId: appointment.id,
              itemKey: upload.itemKey,
              uploadedById: user.id,
              sealedName: (await sealBytes(fileKey, Buffer.from(name, "utf8"))).toString("base64url"),
              contentType: accepted.contentType,
              size: accepted.bytes.length,
              activeContent: accepted.activeContent,
              fileKey: storeKey,
              wrappedKey: wrapKey(keys[0] as MasterKey, id, fileKey),
              scanStatus: "checking",
              scanDueAt: now(),
              createdAt: now(),
            },
          });
          await audit.record(tx, actor, {
            action: "document.uploaded",
            subject: { type: "appointment", id: appointment.id },
            details: { document: id, item: upload.itemKey, type: accepted.contentType, size: accepted.bytes.length, converted: accepted.converted, active_content: accepted.activeContent },
          });
          return created;
        });
        return await toDto(row, as);
      } catch (error) {
        // Nothing was recorded: the sealed bytes go too (and could not be read without the row's key anyway).
        await files.delete(storeKey).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Deletes a document: its client until the office has opened it, the office at any time. The
     * row stays (the trail names it), without its bytes, name or key.
     */
    async remove(user: PublicUser, actor: Actor, documentId: string): Promise<void> {
      const { row, as, appointment } = await documentFor(user, documentId);
      if (as === "client" && row.openedAt) throw conflict(say.documents.opened);
      await db.$transaction(async (tx) => {
        await erase(tx, row);
        await audit.record(tx, actor, { action: "document.deleted", subject: { type: "appointment", id: appointment.id }, details: { document: row.id, by: as } });
      });
      if (row.fileKey) await files.delete(row.fileKey);
    },

    /** A download address for the office: a minute long, for this person on this session only. */
    async link(user: PublicUser, sessionId: string | null | undefined, documentId: string): Promise<{ url: string; expires_at: string }> {
      const { row, as } = await documentFor(user, documentId);
      if (as !== "office" || !sessionId) throw forbidden(say.auth.notForYourRole);
      if (row.scanStatus !== "clean") throw conflict(say.documents.notClean);
      // The office is opening it: from now on its client can no longer take it back.
      if (!row.openedAt) await db.document.updateMany({ where: { id: row.id, openedAt: null }, data: { openedAt: now() } });
      const expires = now().getTime() + LINK_SECONDS * 1000;
      const signature = signer.sign(signedText(row.id, user.id, sessionId, expires));
      return { url: `/api/documents/${row.id}/file?expires=${expires}&signature=${signature}`, expires_at: new Date(expires).toISOString() };
    },

    /**
     * The document's bytes for a signed link's download, checked against who follows it: the same
     * person and session, before it expires, still clean. Recorded with who and from where. The
     * bytes are opened whole and checked before the first is sent.
     */
    async download(
      user: PublicUser,
      actor: Actor,
      sessionId: string | null | undefined,
      documentId: string,
      link: { expires: number; signature: string },
    ): Promise<{ name: string; contentType: string; bytes: Buffer }> {
      if (!sessionId || !signer.verify(signedText(documentId, user.id, sessionId, link.expires), link.signature)) throw forbidden(say.documents.linkExpired);
      if (link.expires < now().getTime()) throw forbidden(say.documents.linkExpired);
      const { row, as, appointment } = await documentFor(user, documentId);
      if (as !== "office") throw forbidden(say.auth.notForYourRole);
      if (row.scanStatus !== "clean" || !row.fileKey) throw conflict(say.documents.notClean);
      const sealed = await files.get(row.fileKey);
      if (!sealed) throw notFound(say.documents.notFound);
      const fileKey = fileKeyOf(row);
      let bytes: Buffer;
      try {
        bytes = await collect(open(fileKey, fromBuffer(sealed)));
      } catch (error) {
        if (error instanceof VaultError) throw conflict(say.documents.tampered);
        throw error;
      }
      await audit.record(db, actor, { action: "document.downloaded", subject: { type: "appointment", id: appointment.id }, details: { document: row.id } });
      return { name: await nameOf(row), contentType: row.contentType, bytes };
    },

    /** The owner keeps a document past the retention period, or lets it go again. */
    async keep(user: PublicUser, actor: Actor, documentId: string, kept: boolean): Promise<DocumentDto> {
      const { row, as, appointment } = await documentFor(user, documentId);
      if (as !== "office") throw forbidden(say.auth.notForYourRole);
      const updated = await db.$transaction(async (tx) => {
        const changed = await tx.document.update({ where: { id: row.id }, data: { kept } });
        await audit.record(tx, actor, { action: kept ? "document.kept" : "document.released", subject: { type: "appointment", id: appointment.id }, details: { document: row.id } });
        return changed;
      });
      return toDto(updated, as);
    },

    /**
     * One pass of the malware check over the files due (new ones, and those clamd could not check
     * before). Each is claimed first, so two instances never scan one file at once. Returns how many
     * were scanned.
     */
    async scanDue(): Promise<number> {
      const due = await db.document.findMany({
        where: { scanStatus: { in: ["checking", "unchecked"] }, scanDueAt: { lte: now() }, erasedAt: null },
        orderBy: { scanDueAt: "asc" },
        take: SCAN_BATCH,
        select: { id: true, scanDueAt: true, scanAttempts: true, fileKey: true, wrappedKey: true, appointmentId: true },
      });
      let scanned = 0;
      for (const document of due) {
        const claimed = await db.document.updateMany({
          where: { id: document.id, scanDueAt: document.scanDueAt },
          data: { scanDueAt: new Date(now().getTime() + SCAN_LEASE_MS), scanAttempts: { increment: 1 } },
        });
        if (claimed.count === 0) continue;
        const attempts = document.scanAttempts + 1;
        const verdict = await (async () => {
          const sealed = document.fileKey ? await files.get(document.fileKey) : null;
          if (!sealed) return { verdict: "unchecked" as const, reason: "The stored file is missing from the file store." };
          try {
            return await scanner.scan(fromBuffer(await collect(open(fileKeyOf(document), fromBuffer(sealed)))));
          } catch (error) {
            return { verdict: "unchecked" as const, reason: error instanceof VaultError ? "The stored file failed its integrity check." : `It could not be opened: ${String(error)}` };
          }
        })();
        const data =
          verdict.verdict === "clean"
            ? { scanStatus: "clean", scanNote: null, scanDueAt: null }
            : verdict.verdict === "infected"
              ? { scanStatus: "infected", scanNote: verdict.signature, scanDueAt: null }
              : { scanStatus: "unchecked", scanNote: verdict.reason, scanDueAt: new Date(now().getTime() + retryDelayMs(attempts)) };
        await db.$transaction(async (tx) => {
          await tx.document.update({ where: { id: document.id }, data });
          if (verdict.verdict === "infected") {
            const system: Actor = { userId: null, apiKeyId: null, label: "Malware check", ip: null };
            await audit.record(tx, system, { action: "document.quarantined", subject: { type: "appointment", id: document.appointmentId }, details: { document: document.id, found: verdict.signature } });
          }
        });
        scanned += 1;
      }
      return scanned;
    },

    /**
     * The retention rule (16 CFR 314.4(c)(6), decision 0254): documents of appointments more than
     * DOCUMENT_RETENTION_DAYS ago are erased, bytes and key, unless the owner keeps them. Returns how many.
     */
    async eraseExpired(): Promise<number> {
      const expired = await db.document.findMany({
        where: { erasedAt: null, kept: false, appointment: { appointmentTime: { lt: retentionCutoff() } } },
        select: { id: true, fileKey: true, appointmentId: true },
        take: 500,
      });
      const retention: Actor = { userId: null, apiKeyId: null, label: "Retention", ip: null };
      for (const row of expired) {
        await db.$transaction(async (tx) => {
          await erase(tx, row);
          await audit.record(tx, retention, { action: "document.expired", subject: { type: "appointment", id: row.appointmentId }, details: { document: row.id } });
        });
        if (row.fileKey) await files.delete(row.fileKey);
      }
      return expired.length;
    },

    /** The owner's list: documents the retention rule erases within 30 days, soonest first. */
    async expiring(user: PublicUser): Promise<ExpiringDocument[]> {
      assertOfficeUser(user, "documents");
      const rows = await db.document.findMany({
        where: { erasedAt: null, kept: false, appointment: { appointmentTime: { lt: new Date(retentionCutoff().getTime() + EXPIRY_NOTICE_DAYS * DAY_MS) } } },
        include: { appointment: { select: { appointmentTime: true, user: { select: { fullName: true } } } } },
        orderBy: [{ appointment: { appointmentTime: "asc" } }, { id: "asc" }],
        take: 500,
      });
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          appointment_id: row.appointmentId,
          client_name: row.appointment.user.fullName,
          appointment_time: row.appointment.appointmentTime.toISOString(),
          name: await nameOf(row),
          erase_on: new Date(row.appointment.appointmentTime.getTime() + config.documents.retentionDays * DAY_MS).toISOString(),
        })),
      );
    },

    /**
     * Once, about two days before an appointment, its client is emailed the checklist items that
     * still have no document (none when nothing is missing). An appointment booked within those two
     * days gets none: its client has just had the booking's own email. Each appointment is claimed
     * first, so two instances never send it twice; the claim and the email commit together.
     */
    async remindMissing(): Promise<number> {
      const lead = MISSING_REMINDER_HOURS * 3600_000;
      const soon = await db.appointment.findMany({
        where: { status: { in: ["pending", "confirmed"] }, documentsRemindedAt: null, appointmentTime: { gt: now(), lte: new Date(now().getTime() + lead) } },
        select: { ...FOLDER_SELECT, createdAt: true },
        take: 200,
      });
      const bookedLate = soon.filter((appointment) => appointment.createdAt.getTime() > appointment.appointmentTime.getTime() - lead);
      if (bookedLate.length > 0) {
        await db.appointment.updateMany({ where: { id: { in: bookedLate.map((appointment) => appointment.id) }, documentsRemindedAt: null }, data: { documentsRemindedAt: now() } });
      }
      let sent = 0;
      for (const appointment of soon.filter((candidate) => !bookedLate.includes(candidate))) {
        const [checklist, rows] = await Promise.all([checklistOf(db, appointment), liveDocuments(db, appointment.id)]);
        const answered = new Set(rows.filter((row) => row.scanStatus !== "infected").map((row) => row.itemKey));
        const missing = checklist.filter((item) => !answered.has(item.key));
        await db.$transaction(async (tx) => {
          const claimed = await tx.appointment.updateMany({ where: { id: appointment.id, documentsRemindedAt: null }, data: { documentsRemindedAt: now() } });
          if (claimed.count === 0 || missing.length === 0) return;
          await notifications.documentsMissing(tx, await readAppointmentWithClient(tx, appointment.id), missing.map((item) => item.label));
          sent += 1;
        });
      }
      return sent;
    },

    /** Whether clamd answers, for the office's page and the start log. */
    scannerAnswers: () => scanner.ping(),

    /** Master-key ids still wrapping some document, and how many each: what a rotation has left to do. */
    async wrappingKeys(): Promise<Record<string, number>> {
      const rows = await db.document.findMany({ where: { wrappedKey: { not: null } }, select: { wrappedKey: true } });
      const counts: Record<string, number> = {};
      for (const row of rows) {
        const id = wrappingKeyId(row.wrappedKey as string);
        counts[id] = (counts[id] ?? 0) + 1;
      }
      return counts;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** A random key for an item the office adds by hand, unique in its appointment. */
export const handAddedItemKey = () => `office_${randomBytes(4).toString("hex")}`;
