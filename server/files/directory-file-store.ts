import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { assertFileKey, type FileStore } from "./file-store";

/** The product's private files are the owner's only (server/file-modes.ts, issue 29 item 14). */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

/**
 * A file store over one folder (FILES_DIR): a key is a path under it. With several instances the
 * folder is one shared volume. Each write goes to a temporary file beside its target, is flushed
 * to disk, then renamed over it: a reader (in this process or another) sees the whole old file or
 * the whole new one, and a crash leaves at most a stray `.tmp-*` file, never a torn photo.
 */
export class DirectoryFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const folder = dirname(target);
    await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
    // A dot-name no key can have (file-store.ts), in the target's folder so the rename stays on one disk.
    const temporary = join(folder, `.tmp-${randomUUID()}`);
    try {
      const file = await open(temporary, "wx", FILE_MODE);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertFileKey(key);
    const path = join(this.root, ...key.split("/"));
    // The key's rules already keep it inside; this says so where the path is made.
    if (!path.startsWith(this.root + sep)) throw new Error(`Key ${key} leads outside ${this.root}`);
    return path;
  }
}

/**
 * Flushes the folder's entry for a renamed file, so a power cut after `put` returns cannot lose
 * the rename (docs/decisions/0074-shutdown-and-durability.md). Some systems (Windows) cannot open
 * a folder for this; there the rename's own durability is all there is.
 */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, "r");
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // Not every file system syncs a folder (see above): the file itself is already flushed.
  } finally {
    await handle.close();
  }
}
