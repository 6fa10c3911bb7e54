import { DOCUMENT_LIMITS, type DocumentDto } from "../../server/shared/documents.schema";
import type { MessageCode } from "../../server/shared/i18n/server-messages";
import { refreshSession } from "./auth-api";
import { currentLocale } from "./i18n";
import { localMessage } from "./server-messages";

/**
 * What the file picker offers (decision 0252): PDFs and photos, an iPhone's HEIC among them. No
 * `capture`, so a phone offers its camera and its files alike.
 */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/heic,image/heif";

/** An upload that did not happen: the sentence to show (the server's, in the page's language) and its code when it had one. */
export class UploadError extends Error {
  readonly code: MessageCode | undefined;
  /** The server's status; undefined when the file never left (refused here, or the connection failed). */
  readonly status: number | undefined;

  constructor(message: string, code?: MessageCode, status?: number) {
    super(message);
    this.name = "UploadError";
    this.code = code;
    this.status = status;
  }
}

/**
 * Why a file would be refused by the server whatever it holds, so it is not sent at all: empty,
 * over 20 MB, or more than the room left in the appointment's folder (when known). The server
 * checks all of it again; this spares a phone sending 30 MB to hear "too large".
 */
export function refusalOf(file: { size: number }, roomLeft?: number): MessageCode | null {
  if (file.size === 0) return "documents.empty";
  if (file.size > DOCUMENT_LIMITS.fileBytes) return "documents.tooLarge";
  if (roomLeft !== undefined && file.size > roomLeft) return "documents.appointmentFull";
  return null;
}

export type UploadDocumentOptions = {
  /** The checklist item the file answers; null for "other documents". */
  item: string | null;
  /** The folder's room left (`limit_bytes - used_bytes`), if known. */
  roomLeft?: number;
  /** The sentence for a failure the server did not word (a lost connection, a proxy's error page). */
  failed: string;
  /** Seams for tests: the browser's fetch, the page's one-at-a-time session refresh, the page's language. */
  fetch?: typeof fetch;
  refresh?: () => Promise<boolean>;
  locale?: string;
};

type ErrorBody = { message?: unknown; code?: unknown };

/** The sentence of a failed answer: the server's own, except a 5xx's generic mask (503 is meant for people); a proxy's 413 in our words. */
function failureOf(status: number, body: ErrorBody | null, failed: string): UploadError {
  const code = typeof body?.code === "string" ? (body.code as MessageCode) : undefined;
  const message = typeof body?.message === "string" && body.message.trim() ? body.message : null;
  if (message && (status < 500 || status === 503)) return new UploadError(message, code, status);
  if (status === 413) return new UploadError(localMessage("documents.tooLarge"), "documents.tooLarge", status);
  return new UploadError(failed, code, status);
}

/**
 * Uploads one document to an appointment's folder (REST only: `POST /api/appointments/{id}/documents`,
 * multipart with one part named `file`, decision 0254) and resolves with it as stored (`checking`
 * until the malware check passes). The session cookies go along; the browser adds the Origin the
 * server's same-origin check wants. A lapsed access cookie (401) is renewed through the page's one
 * shared refresh and the file sent once more. The server writes its refusals in the language sent
 * as Accept-Language, the page's. Rejects with an UploadError.
 */
export async function uploadDocument(appointmentId: number, file: File, options: UploadDocumentOptions): Promise<DocumentDto> {
  const refused = refusalOf(file, options.roomLeft);
  if (refused) throw new UploadError(localMessage(refused), refused);
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const refresh = options.refresh ?? refreshSession;
  const query = options.item === null ? "" : `?item=${encodeURIComponent(options.item)}`;
  const url = `/api/appointments/${appointmentId}/documents${query}`;
  const post = () => {
    // A new body each time: a FormData is read as it is sent.
    const body = new FormData();
    body.append("file", file, file.name);
    return send(url, {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { "accept-language": options.locale ?? currentLocale(), accept: "application/json" },
    });
  };
  let response: Response;
  try {
    response = await post();
    if (response.status === 401 && (await refresh())) response = await post();
  } catch {
    throw new UploadError(options.failed);
  }
  const body = (await response.json().catch(() => null)) as (ErrorBody & Partial<DocumentDto>) | null;
  if (response.ok && body && typeof body.id === "string") return body as DocumentDto;
  throw failureOf(response.status, body, options.failed);
}
