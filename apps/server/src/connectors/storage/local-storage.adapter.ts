import fs from 'node:fs/promises';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { measureStream } from './measure-stream.ts';
import type { StorageAdapter } from './storage.adapter.ts';
import { companyKey, StorageKeyError } from './storage-key.ts';
import { tempFileOf } from './temp-files.ts';

/** Files under one root folder (DATA_DIR/files by default): `<root>/<companyId>/<key>`. */
export function createLocalStorageAdapter(root: string): StorageAdapter {
  const base = path.resolve(root);
  const fileOf = (companyId: string, key: string) => {
    const file = path.resolve(base, companyKey(companyId, key));
    // belt and braces: the key rules already forbid it
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError('path escapes the storage root');
    return file;
  };
  return {
    kind: 'local',
    async put(companyId, key, bytes) {
      const file = fileOf(companyId, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // write then rename: a reader never sees half a file (one a killed process left is swept: temp-files.ts)
      const tmp = tempFileOf(file);
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async putStream(companyId, key, stream, _contentType, opts) {
      const file = fileOf(companyId, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = tempFileOf(file);
      const { meter, result } = measureStream(opts.maxBytes);
      try {
        await pipeline(stream, meter, createWriteStream(tmp, { mode: 0o600 }));
      } catch (e) {
        await fs.rm(tmp, { force: true });
        throw e;
      }
      await fs.rename(tmp, file);
      return result();
    },
    async get(companyId, key) {
      try {
        return await fs.readFile(fileOf(companyId, key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(companyId, key) {
      await fs.rm(fileOf(companyId, key), { force: true });
    },
  };
}
