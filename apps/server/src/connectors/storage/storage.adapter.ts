/**
 * Object storage for files (samples, originals, rendered outputs). Keys are always
 * company-prefixed by the adapter: a caller names a file inside its own company only.
 * Files are never served directly: the API streams them after an authorised call
 * (a signed, short-lived link from services/storage/file-url.ts).
 */
export interface StorageAdapter {
  readonly kind: 'local' | 's3';
  put(companyId: string, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file */
  get(companyId: string, key: string): Promise<Buffer | null>;
  /** deleting a file that is not there is not an error */
  delete(companyId: string, key: string): Promise<void>;
}
