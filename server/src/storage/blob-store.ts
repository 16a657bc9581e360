/**
 * Where media bytes live (ENGINEERING.md habit 6: infrastructure behind a small interface). This is
 * the local-disk store in `DATA_DIR/media`; an S3-compatible store comes with the vault (issue 4).
 * Uploads are staged under `tmp/` and only moved into place once accepted, so a refused or aborted
 * upload never leaves a blob behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface BlobStore {
  /** A fresh path to stage an upload in (same file system as the store, so moving is atomic). */
  stagingPath(): string;
  /** Moves a staged file into the store. @returns its key */
  commit(stagedPath: string): string;
  /** The absolute path of a stored blob, for streaming with range support. */
  pathOf(key: string): string;
  /** Deletes a staged file or a stored blob; a missing one is not an error. */
  remove(keyOrStagedPath: string): void;
}

/** A BlobStore on the local disk under `root`. */
export function createLocalBlobStore(root: string): BlobStore {
  const staging = path.join(root, 'tmp');
  mkdirSync(staging, { recursive: true });
  const resolveKey = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`invalid blob key: ${key}`);
    return resolved;
  };
  return {
    stagingPath: () => path.join(staging, randomUUID()),
    commit(stagedPath) {
      const key = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
      mkdirSync(path.dirname(resolveKey(key)), { recursive: true });
      renameSync(stagedPath, resolveKey(key));
      return key;
    },
    pathOf: resolveKey,
    remove(keyOrStagedPath) {
      const target = path.isAbsolute(keyOrStagedPath) ? keyOrStagedPath : resolveKey(keyOrStagedPath);
      rmSync(target, { force: true });
    },
  };
}
