import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { StorageLimitError, type StoredObject } from './storage.adapter.ts';

/** A pass-through that hashes and counts the bytes, and fails the pipeline past `maxBytes`. */
export function measureStream(maxBytes: number): { meter: Transform; result: () => StoredObject } {
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new StorageLimitError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { meter, result: () => ({ size, sha256: hash.digest('hex') }) };
}
