/** One path segment: letters, digits, dot, dash, underscore; never '.' or '..'. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class StorageKeyError extends Error {}

/** `<companyId>/<key>` after checking both: no traversal, no absolute paths, no odd characters. */
export function companyKey(companyId: string, key: string): string {
  if (!UUID.test(companyId)) throw new StorageKeyError('invalid company id');
  const parts = key.split('/');
  if (!parts.length || parts.length > 8 || parts.some((p) => !SEGMENT.test(p) || p === '..' || p.includes('..'))) {
    throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return `${companyId.toLowerCase()}/${parts.join('/')}`;
}
