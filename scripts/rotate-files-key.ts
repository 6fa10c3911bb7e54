/**
 * `npm run files:rotate-key`: wraps every client document's key under a new master key (decision 0254).
 *
 * - With the key file beside the SQLite database (no FILES_MASTER_KEY): a new key is made, every
 *   document re-wrapped, and the file then holds the new key only. Restart the server afterwards.
 * - With FILES_MASTER_KEY: set it to `new,old` on every instance first (the first wraps, the
 *   others still open), run this, then set it to `new` alone.
 */
import { openDatabase } from "../server/db";
import { databaseTarget } from "../server/db/database-url";
import { loadConfig } from "../server/env";
import { newMasterKey } from "../server/files/document-vault";
import { rewrapDocumentKeys, rotateKeyFile } from "../server/services/documents/rotate-master-key";

const config = loadConfig();
const { keySource, masterKeys } = config.documents;
if (keySource.kind === "none" || !masterKeys) {
  console.error("FILES_MASTER_KEY is not set, so no document has a key to rotate. Set it on every instance (decision 0254).");
  process.exit(1);
}
if (keySource.kind === "setting" && masterKeys.length < 2) {
  console.error(
    "FILES_MASTER_KEY holds one key. Put a new one first and keep the old one after it, on every instance:\n" +
      `  FILES_MASTER_KEY=${newMasterKey().bytes.toString("base64")},<the current key>\n` +
      "then run `npm run files:rotate-key` again, and afterwards leave the new key alone in FILES_MASTER_KEY.",
  );
  process.exit(1);
}

const db = await openDatabase(databaseTarget(config.database));
try {
  if (keySource.kind === "file") {
    const { rewrapped, keyId } = await rotateKeyFile(db, keySource.path);
    console.log(`Made a new master key (${keyId}) in ${keySource.path} and re-wrapped ${rewrapped} document keys. Restart the server to use it.`);
  } else {
    const { rewrapped, already } = await rewrapDocumentKeys(db, masterKeys);
    console.log(`Re-wrapped ${rewrapped} document keys under ${masterKeys[0]?.id} (${already} were already). Now set FILES_MASTER_KEY to the new key alone.`);
  }
} finally {
  await db.$disconnect();
}
