import type { Readable } from 'node:stream';
import type { AppContext } from '../../context/app-context.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { metaKeyOf } from '../../pipeline/intake/document-files.ts';

/** PdfPageCount: the file goes through the same checks as an upload, then is removed again. */
export async function countUploadPages(
  ctx: AppContext,
  companyId: string,
  part: { fileName: string; stream: Readable },
): Promise<number> {
  const stored = await storeDocumentFile(ctx, companyId, {
    folder: 'page-counts',
    fileName: part.fileName,
    stream: part.stream,
  });
  const storage = storageFor(ctx);
  await Promise.all([storage.delete(companyId, stored.key), storage.delete(companyId, metaKeyOf(stored.key))]);
  return stored.pageCount;
}
