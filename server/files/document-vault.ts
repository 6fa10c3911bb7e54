import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/*
 * Clients' documents encrypted at rest (issue 34, decision 0250). Each file has its own random
 * key; its bytes are sealed with AES-256-GCM in fixed-size chunks, each authenticated on its own,
 * so a reader gets a chunk only after it is checked and never the rest of a file that was changed.
 * The file's key is stored wrapped (encrypted) by the master key, which lives outside the database
 * (FILES_MASTER_KEY, or a key file made at first start): the database alone, or the file store
 * alone, reveals nothing of a document, and deleting the wrapped key leaves its bytes unreadable.
 */

/** Plaintext bytes per chunk: small enough to hold in memory per request, large enough that the tags cost 0.02%. */
export const CHUNK_SIZE = 64 * 1024;
const TAG_SIZE = 16;
const KEY_SIZE = 32;
/** "TPV1": what a sealed file starts with, so a file that is not one is told apart at once. */
const MAGIC = Buffer.from("TPV1", "latin1");
/** The magic, the chunk size and the random half of every chunk's nonce. */
const HEADER_SIZE = MAGIC.length + 4 + 8;
const WRAPPED_PREFIX = "v1";

/** Why a sealed file or a wrapped key was refused: never which byte, only that it is not what was sealed. */
export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VaultError";
  }
}

/** A master key: 32 bytes, and a short fingerprint that names it beside every key it wrapped (so a rotation knows which). */
export type MasterKey = { bytes: Buffer; id: string };

export function masterKeyOf(bytes: Buffer): MasterKey {
  if (bytes.length !== KEY_SIZE) throw new VaultError(`A master key is ${KEY_SIZE} bytes; this one is ${bytes.length}.`);
  return { bytes, id: createHash("sha256").update(bytes).digest("hex").slice(0, 12) };
}

/**
 * A master key as configured: 32 bytes written as base64 (44 characters) or hex (64). Anything else
 * is refused at start rather than silently stretched into a weaker key.
 */
export function parseMasterKey(text: string): MasterKey {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (bytes.length !== KEY_SIZE || (!/^[0-9a-f]{64}$/i.test(trimmed) && bytes.toString("base64") !== trimmed)) {
    throw new VaultError("FILES_MASTER_KEY must be 32 bytes, written as base64 (44 characters) or hex (64 characters).");
  }
  return masterKeyOf(bytes);
}

export const newMasterKey = (): MasterKey => masterKeyOf(randomBytes(KEY_SIZE));

/** The AAD of a wrapped key: the document it belongs to, so a key moved to another row does not open. */
const wrapContext = (documentId: string) => Buffer.from(`document-key:${documentId}`, "utf8");

/** A file key wrapped by `master` for `documentId`: "v1.{master id}.{nonce}.{ciphertext}.{tag}", base64url. */
export function wrapKey(master: MasterKey, documentId: string, fileKey: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", master.bytes, nonce).setAAD(wrapContext(documentId));
  const sealed = Buffer.concat([cipher.update(fileKey), cipher.final()]);
  return [WRAPPED_PREFIX, master.id, nonce, sealed, cipher.getAuthTag()].map((part) => (Buffer.isBuffer(part) ? part.toString("base64url") : part)).join(".");
}

/** The id of the master key that wrapped `wrapped` (for a rotation to find the keys still under an old one). */
export const wrappingKeyId = (wrapped: string) => wrapped.split(".")[1] ?? "";

/** The file key inside `wrapped`; the master must be the one that wrapped it, for this very document. */
export function unwrapKey(masters: readonly MasterKey[], documentId: string, wrapped: string): Buffer {
  const [prefix, masterId, nonce, sealed, tag] = wrapped.split(".");
  const master = masters.find((candidate) => candidate.id === masterId);
  if (prefix !== WRAPPED_PREFIX || nonce === undefined || sealed === undefined || tag === undefined) throw new VaultError("Not a wrapped file key.");
  if (!master) throw new VaultError(`The file key was wrapped by master key ${masterId}, which this server does not have.`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", master.bytes, Buffer.from(nonce, "base64url")).setAAD(wrapContext(documentId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]);
  } catch {
    throw new VaultError("The file key does not open with the master key: it was changed, or belongs to another document.");
  }
}

export const newFileKey = () => randomBytes(KEY_SIZE);

/**
 * Chunk `index`'s nonce and AAD: the header (so a chunk cannot move to another file) and whether it
 * is the last (so cutting a file at a chunk boundary, or adding a chunk, fails too).
 */
function chunkParams(header: Buffer, index: number, last: boolean) {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(index);
  const nonce = Buffer.concat([header.subarray(MAGIC.length + 4, HEADER_SIZE), counter]);
  return { nonce, aad: Buffer.concat([header, counter, Buffer.from([last ? 1 : 0])]) };
}

/** Reads `source` as buffers of exactly `size` bytes (the last one shorter), one ahead, so the caller knows which is last. */
async function* inPieces(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<{ piece: Buffer; last: boolean }> {
  let pending: Buffer = Buffer.alloc(0);
  let ready: Buffer | null = null;
  for await (const data of source) {
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    while (pending.length >= size) {
      if (ready) yield { piece: ready, last: false };
      ready = pending.subarray(0, size);
      pending = pending.subarray(size);
    }
  }
  if (pending.length > 0) {
    if (ready) yield { piece: ready, last: false };
    yield { piece: pending, last: true };
  } else {
    // An empty file is one empty last chunk: even it is authenticated.
    yield { piece: ready ?? Buffer.alloc(0), last: true };
  }
}

/** Seals `source` under `fileKey`: the header, then each chunk's ciphertext and tag. */
export async function* seal(fileKey: Buffer, source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const header = Buffer.alloc(HEADER_SIZE);
  MAGIC.copy(header);
  header.writeUInt32BE(CHUNK_SIZE, MAGIC.length);
  randomBytes(8).copy(header, MAGIC.length + 4);
  yield header;
  let index = 0;
  for await (const { piece, last } of inPieces(source, CHUNK_SIZE)) {
    const { nonce, aad } = chunkParams(header, index++, last);
    const cipher = createCipheriv("aes-256-gcm", fileKey, nonce).setAAD(aad);
    yield Buffer.concat([cipher.update(piece), cipher.final(), cipher.getAuthTag()]);
  }
}

/**
 * The plaintext of a sealed file, chunk by chunk, each released only once its tag checks out; a
 * changed, cut, lengthened or foreign file stops with a VaultError before any byte of the bad chunk.
 */
export async function* open(fileKey: Buffer, sealed: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let header: Buffer | null = null;
  let rest: Buffer = Buffer.alloc(0);
  /** What follows the header: the part read with it, then the rest of the source. */
  async function* body(): AsyncGenerator<Buffer> {
    if (rest.length > 0) yield rest;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const iterator = sealed[Symbol.asyncIterator]();
  while (header === null) {
    const next = await iterator.next();
    if (next.done) throw new VaultError("Not a sealed file: it is too short.");
    rest = rest.length === 0 ? next.value : Buffer.concat([rest, next.value]);
    if (rest.length >= HEADER_SIZE) {
      header = rest.subarray(0, HEADER_SIZE);
      rest = rest.subarray(HEADER_SIZE);
    }
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC) || header.readUInt32BE(MAGIC.length) !== CHUNK_SIZE) {
    throw new VaultError("Not a sealed file: its header is not one this server writes.");
  }
  let index = 0;
  const fileHeader = header;
  for await (const { piece, last } of inPieces({ [Symbol.asyncIterator]: body }, CHUNK_SIZE + TAG_SIZE)) {
    if (piece.length < TAG_SIZE) throw new VaultError("The sealed file was cut short.");
    const { nonce, aad } = chunkParams(fileHeader, index++, last);
    const decipher = createDecipheriv("aes-256-gcm", fileKey, nonce).setAAD(aad);
    decipher.setAuthTag(piece.subarray(piece.length - TAG_SIZE));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(piece.subarray(0, piece.length - TAG_SIZE)), decipher.final()]);
    } catch {
      throw new VaultError(`Chunk ${index - 1} of the sealed file does not authenticate: the file was changed, cut or sealed under another key.`);
    }
    yield plain;
  }
}

/** A buffer as a one-piece source, for callers that hold the whole file. */
export async function* fromBuffer(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** Everything a generator yields, as one buffer (tests and small files). */
export async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}
