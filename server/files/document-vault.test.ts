import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CHUNK_SIZE,
  collect,
  fromBuffer,
  masterKeyOf,
  newFileKey,
  newMasterKey,
  open,
  parseMasterKey,
  seal,
  unwrapKey,
  VaultError,
  wrapKey,
  wrappingKeyId,
} from "./document-vault";

/** Decision 0250: each document sealed under its own key, in authenticated chunks; the key wrapped by the master key. */
const sealed = (key: Buffer, bytes: Buffer) => collect(seal(key, fromBuffer(bytes)));
const opened = (key: Buffer, bytes: Buffer) => collect(open(key, fromBuffer(bytes)));

/** The plaintext released before `open` stopped, and why it stopped. */
async function openUntilRefused(key: Buffer, bytes: Buffer): Promise<{ released: number; error: unknown }> {
  let released = 0;
  try {
    for await (const chunk of open(key, fromBuffer(bytes))) released += chunk.length;
  } catch (error) {
    return { released, error };
  }
  return { released, error: null };
}

describe("a sealed document", () => {
  it.each([0, 1, CHUNK_SIZE - 1, CHUNK_SIZE, CHUNK_SIZE + 1, 3 * CHUNK_SIZE + 17])("opens to the very bytes sealed (%i bytes)", async (size) => {
    const key = newFileKey();
    const upload = randomBytes(size);
    const stored = await sealed(key, upload);
    expect((await opened(key, stored)).equals(upload)).toBe(true);
  });

  it("reads the same whichever way the bytes arrive, and never shows the upload's bytes", async () => {
    const key = newFileKey();
    const upload = Buffer.from("W-2 Wage and Tax Statement, SSN 123-45-6789. ".repeat(5000));
    async function* trickle() {
      for (let at = 0; at < upload.length; at += 1000) yield upload.subarray(at, at + 1000);
    }
    const stored = await collect(seal(key, trickle()));
    expect(stored.includes(Buffer.from("123-45-6789"))).toBe(false);
    expect(stored.includes(upload.subarray(0, 32))).toBe(false);
    async function* dribble() {
      for (let at = 0; at < stored.length; at += 777) yield stored.subarray(at, at + 777);
    }
    expect((await collect(open(key, dribble()))).equals(upload)).toBe(true);
    // Sealed twice, the same upload gives different bytes: nothing links two copies of one document.
    expect((await collect(seal(key, fromBuffer(upload)))).equals(stored)).toBe(false);
  });

  it("refuses a flipped byte before releasing anything of its chunk, but after the good chunks before it", async () => {
    const key = newFileKey();
    const stored = await sealed(key, randomBytes(3 * CHUNK_SIZE));
    const flipped = Buffer.from(stored);
    const inSecondChunk = 12 + 16 + CHUNK_SIZE + 16 + 100;
    flipped[inSecondChunk] = (flipped[inSecondChunk] ?? 0) ^ 1;
    const { released, error } = await openUntilRefused(key, flipped);
    expect(error).toBeInstanceOf(VaultError);
    expect(released).toBe(CHUNK_SIZE);
  });

  it("refuses a file cut at a chunk boundary, lengthened, with chunks swapped, or sealed under another key", async () => {
    const key = newFileKey();
    const stored = await sealed(key, randomBytes(2 * CHUNK_SIZE + 10));
    const header = 16;
    const record = CHUNK_SIZE + 16;
    const first = stored.subarray(header, header + record);
    const second = stored.subarray(header + record, header + 2 * record);
    const cases = {
      cut: stored.subarray(0, header + 2 * record),
      lengthened: Buffer.concat([stored, second]),
      swapped: Buffer.concat([stored.subarray(0, header), second, first, stored.subarray(header + 2 * record)]),
      headerOnly: stored.subarray(0, header),
      tooShort: stored.subarray(0, 5),
      notSealed: Buffer.from("%PDF-1.7 not sealed at all, but long enough to have a header"),
    };
    for (const [name, bytes] of Object.entries(cases)) {
      expect((await openUntilRefused(key, bytes)).error, name).toBeInstanceOf(VaultError);
    }
    expect((await openUntilRefused(newFileKey(), stored)).error).toBeInstanceOf(VaultError);
  });
});

describe("a document's key", () => {
  it("is stored wrapped by the master key, naming it, and opens only for its own document", () => {
    const master = newMasterKey();
    const fileKey = newFileKey();
    const wrapped = wrapKey(master, "doc-1", fileKey);
    expect(wrapped).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(wrapped).not.toContain(fileKey.toString("base64url"));
    expect(wrappingKeyId(wrapped)).toBe(master.id);
    expect(unwrapKey([master], "doc-1", wrapped).equals(fileKey)).toBe(true);
    expect(() => unwrapKey([master], "doc-2", wrapped)).toThrow(VaultError);
  });

  it("fails cleanly with a wrong or missing master key, and opens under an older one kept for a rotation", () => {
    const old = newMasterKey();
    const current = newMasterKey();
    const wrapped = wrapKey(old, "doc-1", newFileKey());
    expect(() => unwrapKey([current], "doc-1", wrapped)).toThrow(/which this server does not have/);
    const impostor = { ...current, id: old.id };
    expect(() => unwrapKey([impostor], "doc-1", wrapped)).toThrow(/does not open with the master key/);
    expect(unwrapKey([current, old], "doc-1", wrapped)).toHaveLength(32);
    const tampered = wrapped.slice(0, -3) + (wrapped.endsWith("AAA") ? "BBB" : "AAA");
    expect(() => unwrapKey([old], "doc-1", tampered)).toThrow(VaultError);
    expect(() => unwrapKey([old], "doc-1", "not a key")).toThrow(VaultError);
  });

  it("reads a configured master key as base64 or hex of 32 bytes, and refuses anything else", () => {
    const bytes = randomBytes(32);
    expect(parseMasterKey(bytes.toString("base64")).bytes.equals(bytes)).toBe(true);
    expect(parseMasterKey(` ${bytes.toString("hex")}\n`).id).toBe(masterKeyOf(bytes).id);
    for (const bad of ["", "secret", randomBytes(16).toString("base64"), randomBytes(33).toString("hex"), `${bytes.toString("base64")}!`]) {
      expect(() => parseMasterKey(bad), bad).toThrow(/FILES_MASTER_KEY must be 32 bytes/);
    }
  });
});
