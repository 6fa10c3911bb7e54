import { describe, expect, it, vi } from "vitest";
import { API_MESSAGES } from "../../server/shared/api-messages";
import { DOCUMENT_LIMITS } from "../../server/shared/documents.schema";
import { refusalOf, uploadDocument, UploadError } from "./upload-document";

const FAILED = "The file could not be uploaded. Please check your connection and try again.";

const STORED = {
  id: "0b6f3c1e-4a53-4a3e-9d59-1f7a3c2b9e10",
  item_key: "w2",
  name: "w2.pdf",
  content_type: "application/pdf",
  size: 5,
  status: "checking",
  status_note: null,
  active_content: false,
  uploaded_at: "2026-03-01T17:00:00.000Z",
  opened_at: null,
  kept: false,
};

const pdf = (size = 5) => new File([new Uint8Array(size)], "w2.pdf", { type: "application/pdf" });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The error an upload rejects with. */
async function failureOf(upload: Promise<unknown>): Promise<UploadError> {
  const error = await upload.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe("refusalOf: what is refused before anything is sent", () => {
  it("refuses an empty file, one over 20 MB, and one past the room left", () => {
    expect(refusalOf({ size: 0 })).toBe("documents.empty");
    expect(refusalOf({ size: DOCUMENT_LIMITS.fileBytes })).toBeNull();
    expect(refusalOf({ size: DOCUMENT_LIMITS.fileBytes + 1 })).toBe("documents.tooLarge");
    expect(refusalOf({ size: 1000 }, 999)).toBe("documents.appointmentFull");
    expect(refusalOf({ size: 1000 }, 1000)).toBeNull();
  });
});

describe("uploadDocument", () => {
  it("refuses a file over 20 MB with the server's own sentence, without sending it", async () => {
    const send = vi.fn<typeof fetch>();
    const error = await failureOf(uploadDocument(12, pdf(DOCUMENT_LIMITS.fileBytes + 1), { item: "w2", failed: FAILED, fetch: send }));
    expect(error.message).toBe(API_MESSAGES.documents.tooLarge);
    expect(error.code).toBe("documents.tooLarge");
    expect(send).not.toHaveBeenCalled();
  });

  it("posts one multipart part named file, for its item, with the cookies and the page's language", async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(json(201, STORED));
    const file = pdf();
    await expect(uploadDocument(12, file, { item: "1099_nec", failed: FAILED, fetch: send, locale: "es" })).resolves.toEqual(STORED);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("/api/appointments/12/documents?item=1099_nec");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", headers: { "accept-language": "es" } });
    const body = init?.body as FormData;
    expect([...body.keys()]).toEqual(["file"]);
    expect((body.get("file") as File).name).toBe("w2.pdf");
  });

  it("sends an 'other documents' file without an item", async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(json(201, { ...STORED, item_key: null }));
    await uploadDocument(12, pdf(), { item: null, failed: FAILED, fetch: send });
    expect(send.mock.calls[0]?.[0]).toBe("/api/appointments/12/documents");
  });

  it("renews a lapsed session once and sends the file again", async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(401, { message: "Please sign in.", code: "auth.unauthorized" }))
      .mockResolvedValueOnce(json(201, STORED));
    const refresh = vi.fn().mockResolvedValue(true);
    await expect(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: send, refresh })).resolves.toEqual(STORED);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("rejects with the server's sentence and code", async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(json(400, { message: API_MESSAGES.documents.wrongType, code: "documents.wrongType" }));
    const error = await failureOf(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: send }));
    expect(error).toMatchObject({ message: API_MESSAGES.documents.wrongType, code: "documents.wrongType", status: 400 });
  });

  it("says uploads are not set up (503), but masks any other server failure with the page's sentence", async () => {
    const notSetUp = vi.fn<typeof fetch>().mockResolvedValue(json(503, { message: API_MESSAGES.documents.notSetUp, code: "documents.notSetUp" }));
    expect((await failureOf(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: notSetUp }))).message).toBe(API_MESSAGES.documents.notSetUp);
    const broken = vi.fn<typeof fetch>().mockResolvedValue(json(500, { message: "Internal Server Error", code: "request.internal" }));
    expect((await failureOf(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: broken }))).message).toBe(FAILED);
  });

  it("words a proxy's bare 413 as the server would, and a lost connection in the page's words", async () => {
    const proxy = vi.fn<typeof fetch>().mockResolvedValue(new Response("<html>413 Request Entity Too Large</html>", { status: 413 }));
    const tooLarge = await failureOf(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: proxy }));
    expect(tooLarge).toMatchObject({ message: API_MESSAGES.documents.tooLarge, code: "documents.tooLarge" });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await failureOf(uploadDocument(12, pdf(), { item: "w2", failed: FAILED, fetch: offline }))).message).toBe(FAILED);
  });
});
