import { loadSharp } from "../services/media/stored-photos";

/*
 * What a client may upload as a document (issue 34, decision 0252): a PDF, a JPEG or a PNG, or an
 * iPhone's HEIC photo, which is converted to a JPEG every computer opens. The type is read from the
 * file's own bytes (file-type), never from its name or the Content-Type the browser sent.
 */

/** The largest document a client may upload: a phone's photo of a page, or a long PDF, fits. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** A HEIC is decoded whole into memory: past this many pixels (a 48-megapixel phone photo is 48.8 M) it is refused unopened. */
const HEIC_MAX_PIXELS = 50_000_000;

export const DOCUMENT_TYPES = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png" } as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

export type AcceptedDocument = {
  extension: DocumentExtension;
  contentType: (typeof DOCUMENT_TYPES)[DocumentExtension];
  /** The bytes to keep: the upload's own, or the JPEG a HEIC became. */
  bytes: Buffer;
  /** A HEIC photo, kept as the JPEG it was converted to. */
  converted: boolean;
  /**
   * A PDF that names JavaScript or an action run on opening. It is kept (a real tax form can have
   * them) and, like every document, only ever sent as an attachment, never shown in a page.
   */
  activeContent: boolean;
};

export type DocumentRefusal = "empty" | "tooLarge" | "wrongType" | "damaged";

/** The PDF names that run something when a reader opens the file (PDF 32000-1, 12.6 and 12.6.4). */
const PDF_ACTIVE = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile)\b/;

/** A PDF's name tokens may be written with #xx escapes ("/Java#53cript"): they are decoded before matching. */
const pdfNames = (bytes: Buffer) => bytes.toString("latin1").replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A HEIC photo as a JPEG: its first image, checked for size before it is decoded. */
async function heicAsJpeg(bytes: Buffer): Promise<Buffer | null> {
  const { default: decode } = await import("heic-decode");
  try {
    const images = (await decode.all({ buffer: bytes })) as unknown as ({ width: number; height: number; decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray }> }[] & {
      dispose: () => void;
    });
    try {
      const first = images[0];
      if (!first || first.width * first.height > HEIC_MAX_PIXELS) return null;
      const { width, height, data } = await first.decode();
      const { default: sharp } = await loadSharp();
      return await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
        .jpeg({ quality: 90 })
        .toBuffer();
    } finally {
      images.dispose();
    }
  } catch {
    return null;
  }
}

/** The document to keep, or why it is refused; never throws for what a client could send. */
export async function acceptDocument(bytes: Buffer): Promise<AcceptedDocument | { refused: DocumentRefusal }> {
  if (bytes.length === 0) return { refused: "empty" };
  if (bytes.length > DOCUMENT_MAX_BYTES) return { refused: "tooLarge" };
  // Imported with the first document (with strtok3 and its readers, about 1 MB the server need not hold before then; decision 0258).
  const { fileTypeFromBuffer } = await import("file-type");
  const sniffed = await fileTypeFromBuffer(bytes);
  switch (sniffed?.mime) {
    case "application/pdf":
      return { extension: "pdf", contentType: DOCUMENT_TYPES.pdf, bytes, converted: false, activeContent: PDF_ACTIVE.test(pdfNames(bytes)) };
    case "image/jpeg":
      return { extension: "jpg", contentType: DOCUMENT_TYPES.jpg, bytes, converted: false, activeContent: false };
    case "image/png":
      return { extension: "png", contentType: DOCUMENT_TYPES.png, bytes, converted: false, activeContent: false };
    case "image/heic":
    case "image/heif": {
      const jpeg = await heicAsJpeg(bytes);
      return jpeg ? { extension: "jpg", contentType: DOCUMENT_TYPES.jpg, bytes: jpeg, converted: true, activeContent: false } : { refused: "damaged" };
    }
    default:
      // Archives (a zip bomb is refused before anything is inflated), programs, web pages, SVG, Office files...
      return { refused: "wrongType" };
  }
}
