import { and, eq } from 'drizzle-orm';
import type { DocumentSource, UploadedFile } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documents, type MappingEndpoints } from '../../db/schema/index.ts';
import { queueNextStage } from '../queue-next-stage.ts';

export interface SubmittedDocument {
  dtId: string;
  /** false when the Idempotency-Key named a document already submitted (that one is answered) */
  created: boolean;
}

/**
 * A document from any source (API, e-mail, FTP, mobile) that arrives whole: the stored file (see
 * storeDocumentFile) becomes a document of the mapping and starts the pipeline at once. With an
 * idempotency key, a second submission with the same key answers the first document instead.
 */
export async function submitDocument(
  ctx: AppContext,
  input: {
    companyId: string;
    mapping: { id: string; clientId: string; docTypeId: number; endpoints: MappingEndpoints };
    source: DocumentSource;
    file: UploadedFile;
    idempotencyKey?: string | null;
    sourceRef?: string | null;
  },
): Promise<SubmittedDocument> {
  const key = input.idempotencyKey?.trim() || null;
  if (key) {
    const [existing] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, input.companyId), eq(documents.idempotencyKey, key)));
    if (existing) return { dtId: existing.id, created: false };
  }
  const inserted = await ctx.db
    .insert(documents)
    .values({
      companyId: input.companyId,
      mappingId: input.mapping.id,
      clientId: input.mapping.clientId,
      docTypeId: input.mapping.docTypeId,
      status: 'queued',
      source: input.source,
      sourceRef: input.sourceRef ?? null,
      idempotencyKey: key,
      fileName: input.file.fileName,
      fileKey: input.file.key,
      contentType: input.file.contentType,
      fileSize: input.file.size,
      sha256: input.file.sha256,
      pageCount: input.file.pageCount,
      uniqueReference: input.file.fileName,
    })
    .onConflictDoNothing()
    .returning({ id: documents.id, companyId: documents.companyId, attempt: documents.attempt });
  const doc = inserted[0];
  if (!doc) {
    // two requests with one key at the same moment: the other one's insert won
    const [winner] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, input.companyId), eq(documents.idempotencyKey, key!)));
    return { dtId: winner!.id, created: false };
  }
  await queueNextStage(ctx, 'intake', { documentId: doc.id, companyId: doc.companyId, attempt: doc.attempt });
  return { dtId: doc.id, created: true };
}
