import { renameSync, writeFileSync } from "node:fs";
import type { Db } from "../../db";
import { newMasterKey, unwrapKey, wrapKey, wrappingKeyId, type MasterKey } from "../../files/document-vault";
import { readMasterKeyFile } from "../../env";

/*
 * `npm run files:rotate-key` (decision 0254): every document's file key is unwrapped with the keys
 * it may be under and wrapped again under the first. The documents' bytes are not touched: only
 * their small wrapped keys change, so a rotation of thousands of files takes seconds.
 */

/** Re-wraps every document's key under `masters[0]`; the others only open. Returns what changed. */
export async function rewrapDocumentKeys(db: Db, masters: readonly MasterKey[]): Promise<{ rewrapped: number; already: number }> {
  const current = masters[0];
  if (!current) throw new Error("No master key to wrap with.");
  const rows = await db.document.findMany({ where: { wrappedKey: { not: null } }, select: { id: true, wrappedKey: true } });
  let rewrapped = 0;
  let already = 0;
  for (const row of rows) {
    const wrapped = row.wrappedKey as string;
    if (wrappingKeyId(wrapped) === current.id) {
      already += 1;
      continue;
    }
    const fileKey = unwrapKey(masters, row.id, wrapped);
    // Only if nothing changed it meanwhile (an erasure): a rotation never brings a key back.
    const changed = await db.document.updateMany({ where: { id: row.id, wrappedKey: wrapped }, data: { wrappedKey: wrapKey(current, row.id, fileKey) } });
    rewrapped += changed.count;
  }
  return { rewrapped, already };
}

/** Writes a key file's lines at once (a reader sees the old file or the new, never half), 0600. */
function writeKeyFile(path: string, keys: readonly MasterKey[]): void {
  const next = `${path}.next`;
  writeFileSync(next, `${keys.map((key) => key.bytes.toString("base64")).join("\n")}\n`, { mode: 0o600 });
  renameSync(next, path);
}

/**
 * The key file's rotation: a new key goes first (the old ones stay, so a server started meanwhile
 * still opens every document), every document is re-wrapped, and then the old keys are dropped.
 */
export async function rotateKeyFile(db: Db, path: string): Promise<{ rewrapped: number; keyId: string }> {
  const previous = readMasterKeyFile(path);
  const fresh = newMasterKey();
  writeKeyFile(path, [fresh, ...previous]);
  const { rewrapped } = await rewrapDocumentKeys(db, [fresh, ...previous]);
  writeKeyFile(path, [fresh]);
  return { rewrapped, keyId: fresh.id };
}
