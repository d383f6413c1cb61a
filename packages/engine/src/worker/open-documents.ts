import type { ResourceLimits } from '../limits/resource-limits.ts';
import { openPdfPageReader, type PdfPageReader } from '../load/pdf-page-reader.ts';
import type { Deadline } from '../pipeline/deadline.ts';

/**
 * The long documents this pool thread has open, so that each part it reads of one document reuses the
 * same parse (page tree, fonts). The coordinator releases a document when its last part is read; at most
 * MAX_OPEN stay open here whatever happens (a lost release, a document abandoned on a timeout), the
 * least recently used closed first: open documents are the thread's memory that outlives a job.
 */
const MAX_OPEN = 2;
const open = new Map<string, Promise<PdfPageReader>>();

export function openedDocument(
  key: string,
  bytes: Uint8Array,
  deadline: Deadline,
  limits?: Partial<ResourceLimits>,
): Promise<PdfPageReader> {
  const known = open.get(key);
  if (known) {
    open.delete(key);
    open.set(key, known);
    return known;
  }
  const opening = openPdfPageReader(bytes, deadline, limits);
  open.set(key, opening);
  opening.catch(() => {
    if (open.get(key) === opening) open.delete(key);
  });
  while (open.size > MAX_OPEN) {
    const [oldest] = open.keys();
    void releaseDocument(oldest!);
  }
  return opening;
}

export async function releaseDocument(key: string): Promise<void> {
  const opening = open.get(key);
  if (!opening) return;
  open.delete(key);
  await (await opening.catch(() => null))?.close();
}

export const openDocumentCount = (): number => open.size;
