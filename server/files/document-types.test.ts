import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptDocument, DOCUMENT_MAX_BYTES } from "./document-types";

/** Decision 0252: the type from the file's own bytes; PDF, JPEG, PNG, and HEIC made a JPEG. */
let folder: string;
let heic: Buffer;

/** A real iPhone-style HEIC (HEVC in HEIF), made by libheif's own encoder: none can be downloaded here. */
const HEIF_ENC = process.env.HEIF_ENC_PATH ?? "/usr/bin/heif-enc";

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "taxpro-heic-"));
  writeFileSync(join(folder, "page.png"), await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d0c0a0" } }).png().toBuffer());
  execFileSync(HEIF_ENC, ["-q", "60", "-o", join(folder, "page.heic"), join(folder, "page.png")]);
  heic = readFileSync(join(folder, "page.heic"));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog ${body} >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1");

describe("an uploaded document", () => {
  it("is a PDF, a JPEG or a PNG by its bytes, kept as sent", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } }).png().toBuffer();
    expect(await acceptDocument(pdf(""))).toMatchObject({ extension: "pdf", contentType: "application/pdf", converted: false, activeContent: false });
    expect(await acceptDocument(jpeg)).toMatchObject({ extension: "jpg", contentType: "image/jpeg", bytes: jpeg });
    expect(await acceptDocument(png)).toMatchObject({ extension: "png", contentType: "image/png", bytes: png });
  });

  it("keeps a PDF that runs JavaScript or an action on opening, marked so, however its names are written", async () => {
    for (const body of ["/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", "/Names << /Java#53cript 2 0 R >>", "/AA << /O 3 0 R >>", "/OpenAction << /S /Launch /F (cmd.exe) >>"]) {
      expect(await acceptDocument(pdf(body)), body).toMatchObject({ extension: "pdf", activeContent: true });
    }
  });

  it("turns an iPhone's HEIC photo into a JPEG of the same picture", async () => {
    expect(heic.subarray(4, 12).toString("latin1")).toBe("ftypheic");
    const accepted = await acceptDocument(heic);
    expect(accepted).toMatchObject({ extension: "jpg", contentType: "image/jpeg", converted: true });
    const bytes = "bytes" in accepted ? accepted.bytes : Buffer.alloc(0);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
  });

  it("is refused when its bytes are anything else, whatever it is called or claims to be", async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), Buffer.alloc(40)]);
    const cases = {
      "a zip (a zip bomb is never inflated)": zip,
      "a Windows program": Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
      "a web page": Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
      "an SVG": Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "plain text": Buffer.from("SSN 123-45-6789"),
      "a GIF": Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
    };
    for (const [name, bytes] of Object.entries(cases)) expect(await acceptDocument(bytes), name).toEqual({ refused: "wrongType" });
  });

  it("is refused when empty, one byte over 20 MB, or a HEIC that does not decode", async () => {
    expect(await acceptDocument(Buffer.alloc(0))).toEqual({ refused: "empty" });
    const atLimit = Buffer.concat([pdf(""), Buffer.alloc(DOCUMENT_MAX_BYTES - pdf("").length)]);
    expect(await acceptDocument(atLimit)).toMatchObject({ extension: "pdf" });
    expect(await acceptDocument(Buffer.concat([atLimit, Buffer.alloc(1)]))).toEqual({ refused: "tooLarge" });
    const broken = Buffer.from(heic.subarray(0, 120));
    expect(await acceptDocument(broken)).toEqual({ refused: "damaged" });
  });
});
