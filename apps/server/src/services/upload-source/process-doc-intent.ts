import { and, eq } from 'drizzle-orm';
import { findDocument } from '../documents/find-document.ts';
import type { DocumentState } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { queueNextStage } from '../../pipeline/queue-next-stage.ts';
import { watchUploadBatch } from '../../jobs/watch-upload-batch.ts';
import { BATCH_FILE_KEY } from '../../pipeline/intake/document-files.ts';

/**
 * ProcessDocIntent: starts the pipeline for an uploaded document. Calling it again for a document
 * already on its way changes nothing and answers its state (safe to retry after a lost answer).
 */
export async function processDocIntent(
  ctx: AppContext,
  caller: CallerContext,
  msId: string,
): Promise<{ dtId: string; state: DocumentState }> {
  const doc = await findDocument(ctx, caller, msId, 'msId');
  if (doc.status !== 'uploaded') return { dtId: doc.id, state: doc.status };
  const [moved] = await ctx.db
    .update(documents)
    .set({ status: 'queued', updatedAt: new Date() })
    .where(and(eq(documents.id, doc.id), eq(documents.status, 'uploaded')))
    .returning({ id: documents.id });
  if (moved) {
    await queueNextStage(ctx, 'intake', { documentId: doc.id, companyId: doc.companyId, attempt: doc.attempt });
    // an upload batch's first document starts the watch that posts "Upload processed" (the others join it)
    if (doc.fileKey && BATCH_FILE_KEY.test(doc.fileKey))
      await watchUploadBatch(ctx, doc.companyId, doc.fileKey.split('/').slice(0, 2).join('/'));
  }
  return { dtId: doc.id, state: 'queued' };
}
