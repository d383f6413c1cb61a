import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** `<file>.<8 hex>.tmp`: where a write goes before it is renamed into place (local-storage.adapter.ts). */
export const tempFileOf = (file: string) => `${file}.${randomBytes(4).toString('hex')}.tmp`;
const TEMP_FILE = /\.[0-9a-f]{8}\.tmp$/;

/** The S3 adapter's spool file in the system's temp folder (s3-storage.adapter.ts putStream). */
export const S3_SPOOL_FILE = /^pb-upload-[0-9a-f]{16}$/;

/**
 * Deletes the temporary files under `root` last written more than `olderThanMs` ago: what a process
 * killed mid-write (mid-upload) left behind. A write still going on touches its file continually, so
 * an hour-old one is abandoned. Answers how many were deleted; a missing root is an empty one.
 * `name` picks the files (default: the local adapter's `.<8 hex>.tmp`), `recursive` the subfolders too.
 */
export async function sweepTempFiles(
  root: string,
  opts: { olderThanMs: number; now?: number; name?: RegExp; recursive?: boolean },
): Promise<number> {
  const before = (opts.now ?? Date.now()) - opts.olderThanMs;
  const name = opts.name ?? TEMP_FILE;
  let dir;
  try {
    dir = await fs.opendir(root, { recursive: opts.recursive ?? true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  let deleted = 0;
  for await (const entry of dir) {
    if (!entry.isFile() || !name.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.mtimeMs >= before) continue;
    await fs.rm(file, { force: true });
    deleted++;
  }
  return deleted;
}
