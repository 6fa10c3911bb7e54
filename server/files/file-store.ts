/**
 * Where the product keeps file bytes that every instance must read: uploaded photos and their
 * narrower copies (docs/decisions/0218-photos-in-a-file-store.md). The database keeps what is
 * known about a file (its type, size, pixel size) and its key; the store keeps the bytes.
 *
 * Keys are chosen by the product, never by a user: `media/<uuid>`, `media/<uuid>-w320`. They are
 * relative paths of letters, digits, `.`, `_` and `-` (a segment never starts with a dot), so a
 * store may map them onto folders, object names or anything else. A folder on a shared volume is
 * the one store today (`DirectoryFileStore`); an object store can be added behind this interface.
 */
export interface FileStore {
  /** Stores `bytes` under `key`, replacing what was there; a reader sees the old bytes or the new, never part. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]*";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const MAX_KEY_LENGTH = 200;

/** Whether `key` is one a store accepts: product-made, relative, with no `..` and no hidden name. */
export function isFileKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** Refuses a key no product code should make: a bug, never a user's input, so it throws. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
}
