import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DirectoryFileStore } from "./directory-file-store";
import { isFileKey } from "./file-store";

/** Every file and folder under `folder`, relative, sorted: what a write left behind. */
function tree(folder: string): string[] {
  return (readdirSync(folder, { recursive: true, encoding: "utf8" }) as string[]).sort();
}

let parent: string;
let root: string;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "taxpro-files-"));
  root = join(parent, "files");
});
afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe("a directory file store (FILES_DIR)", () => {
  it("keeps bytes under a key until they are replaced or deleted", async () => {
    const store = new DirectoryFileStore(root);
    expect(await store.get("media/a")).toBeNull();
    await store.put("media/a", Buffer.from("first"));
    expect((await store.get("media/a"))?.toString()).toBe("first");
    await store.put("media/a", new Uint8Array(Buffer.from("second, longer")));
    expect((await store.get("media/a"))?.toString()).toBe("second, longer");
    await store.delete("media/a");
    expect(await store.get("media/a")).toBeNull();
    // Deleting what is not there is not an error, nor is reading under a folder that does not exist.
    await store.delete("media/a");
    expect(await store.get("nowhere/at/all")).toBeNull();
  });

  it("creates its folders for the owner only (0700) and its files 0600, and leaves no temporary file", async () => {
    const store = new DirectoryFileStore(root);
    await store.put("media/one", Buffer.from("x"));
    await store.put("media/one", Buffer.from("y"));
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, "media")).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, "media", "one")).mode & 0o777).toBe(0o600);
    expect(tree(root)).toEqual(["media", join("media", "one")]);
  });

  it("writes through a temporary file: a write that fails leaves the old state and nothing else", async () => {
    const store = new DirectoryFileStore(root);
    await store.put("media/a/b", Buffer.from("inside"));
    // "media/a" is a folder now: the rename onto it fails after the bytes were written aside.
    await expect(store.put("media/a", Buffer.from("clash"))).rejects.toThrow();
    expect(tree(root)).toEqual(["media", join("media", "a"), join("media", "a", "b")]);
    expect((await store.get("media/a/b"))?.toString()).toBe("inside");
  });

  it("is one store for every instance opened on the same folder", async () => {
    const first = new DirectoryFileStore(root);
    const second = new DirectoryFileStore(join(parent, ".", "files"));
    await first.put("media/shared", Buffer.from("from the first"));
    expect((await second.get("media/shared"))?.toString()).toBe("from the first");
    await second.delete("media/shared");
    expect(await first.get("media/shared")).toBeNull();
  });

  it("refuses keys that are not the product's: outside the folder, absolute, hidden or empty", async () => {
    const store = new DirectoryFileStore(root);
    const outside = ["../escape", "media/../../escape", "/etc/passwd", "media//a", ".tmp-x", "media/.hidden", "", "media/", "a\\b", "a b", "é", "x".repeat(201)];
    for (const key of outside) {
      expect(isFileKey(key), key).toBe(false);
      await expect(store.put(key, Buffer.from("no")), key).rejects.toThrow(/Not a file store key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a file store key/);
      await expect(store.delete(key), key).rejects.toThrow(/Not a file store key/);
    }
    expect(readdirSync(parent)).toEqual([]);
    for (const key of ["media/0b6f2c1e-4f7a-4b8e-9d3c-2a1b0c9d8e7f", "media/0b6f2c1e-w320", "a", "A.b_c-d/e"]) expect(isFileKey(key), key).toBe(true);
  });
});
