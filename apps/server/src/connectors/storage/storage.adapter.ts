import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** hex SHA-256 of the bytes */
  sha256: string;
}

/** A streamed file went over its size limit. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
  }
}

/**
 * Object storage for files (samples, originals, rendered outputs). Keys are always
 * company-prefixed by the adapter: a caller names a file inside its own company only.
 * Files are never served directly: the API streams them after an authorised call
 * (a signed, short-lived link from services/storage/file-url.ts).
 */
export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  put(companyId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams a file in without holding it in memory. The stream is measured and hashed on the way;
   * past `maxBytes` the write is abandoned (nothing stays) and a StorageLimitError thrown.
   */
  putStream(
    companyId: string,
    key: string,
    stream: Readable,
    contentType: string,
    opts: { maxBytes: number },
  ): Promise<StoredObject>;
  /** null when there is no such file */
  get(companyId: string, key: string): Promise<Buffer | null>;
  /** deleting a file that is not there is not an error */
  delete(companyId: string, key: string): Promise<void>;
}
