import { Readable } from 'node:stream';
import type { AppContext } from '../../context/app-context.ts';
import { sourceReceipts } from '../../db/schema/index.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { metaKeyOf } from '../../pipeline/intake/document-files.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { submitDocument } from '../../pipeline/intake/submit-document.ts';

/**
 * One PDF or photo attachment becomes a document of the mapping (source 'email', sourceRef the
 * Message-ID and the attachment's place) and is recorded as taken. The idempotency key makes a
 * retry after a crash between "submitted" and "recorded" answer the same document. Throws the
 * storage check's DomainError for a file that is not a readable document or is too large.
 */
export async function takeAttachment(
  ctx: AppContext,
  mapping: MappingRecord,
  input: { ref: string; fileName: string; content: Buffer; sender: string },
): Promise<string> {
  const file = await storeDocumentFile(ctx, mapping.companyId, {
    folder: `email/${mapping.id}`,
    fileName: input.fileName,
    stream: Readable.from([input.content]),
  });
  const submitted = await submitDocument(ctx, {
    companyId: mapping.companyId,
    mapping,
    source: 'email',
    file,
    idempotencyKey: `email:${mapping.id}:${input.ref}`,
    sourceRef: input.ref,
  });
  if (!submitted.created) {
    // the document was made by an earlier run of this job: this copy of the file goes
    const storage = storageFor(ctx);
    await storage.delete(mapping.companyId, file.key);
    await storage.delete(mapping.companyId, metaKeyOf(file.key));
  }
  await ctx.db
    .insert(sourceReceipts)
    .values({
      companyId: mapping.companyId,
      mappingId: mapping.id,
      source: 'email',
      ref: input.ref,
      status: 'taken',
      sender: input.sender || null,
      documentId: submitted.dtId,
    })
    .onConflictDoNothing();
  return submitted.dtId;
}
