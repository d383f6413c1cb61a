import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { storageFor } from '../storage/storage-for.ts';
import { storeDocumentFile } from './store-document-file.ts';
import { metaKeyOf } from './document-files.ts';

/** PdfPageCount: the file goes through the same checks as an upload, then is removed again. */
export async function countUploadPages(ctx: AppContext, companyId: string, part: { fileName: string; stream: Readable }): Promise<number> {
  const stored = await storeDocumentFile(ctx, companyId, { folder: 'page-counts', fileName: part.fileName, stream: part.stream });
  const storage = storageFor(ctx);
  await Promise.all([storage.delete(companyId, stored.key), storage.delete(companyId, metaKeyOf(stored.key))]);
  return stored.pageCount;
}
