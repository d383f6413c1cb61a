import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { APPROVAL_STATUS, UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documents } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';
import { chargePages } from './charge-pages.ts';
import { engineMessage } from './engine-message.ts';
import { notifyDocument } from '../../domain/notifications/notify-document.ts';
import { sha256Hex } from './sha256-hex.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { finishStage } from '../stage-record.ts';
import { setDocument, type DocumentRecord } from '../stage-document.ts';
import { failDocument } from '../fail-document.ts';
import { HAND_ON, type StageOutcome } from '../stage.types.ts';
import { notifyLowBalance } from './notify-low-balance.ts';

/**
 * Intake: the stored original is checked (readable, page count, SHA-256), refused as a duplicate
 * of a document already taken for the same mapping, and its pages are charged before any
 * extraction. A balance too low stops the document (approvalStatus 4, or 6 on a reprocess).
 */
export async function intake(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome> {
  await setDocument(ctx.db, job, 'intake');
  const bytes = doc.fileKey ? await storageFor(ctx).get(job.companyId, doc.fileKey) : null;
  if (!bytes)
    return failDocument(ctx, job, doc, 'intake', { code: 'missing_file', message: UPLOAD_MSG.uploadNotFound });
  const count = await sharedEngine(ctx.config.pipeline.engineThreads).countPages(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (count.status === 'failed')
    return failDocument(ctx, job, doc, 'intake', {
      code: count.error.code,
      message: engineMessage(count.error.message, UPLOAD_MSG.unreadable),
    });
  const maxPages = ctx.config.pipeline.maxDocumentPages;
  if (count.pages > maxPages)
    return failDocument(ctx, job, doc, 'intake', {
      code: 'too_many_pages',
      message: UPLOAD_MSG.documentTooLong(count.pages, maxPages),
    });
  const sha256 = sha256Hex(bytes);
  const facts = { sha256, pageCount: count.pages, fileSize: bytes.length };

  if (job.attempt === 0 && doc.mappingId) {
    const [original] = await ctx.db
      .select({ id: documents.id, createdAt: documents.createdAt })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, job.companyId),
          eq(documents.mappingId, doc.mappingId),
          eq(documents.sha256, sha256),
          ne(documents.id, doc.id),
          notInArray(documents.status, ['failed', 'duplicate']),
        ),
      )
      .orderBy(asc(documents.createdAt))
      .limit(1);
    if (original && original.createdAt <= doc.createdAt) {
      const message = UPLOAD_MSG.duplicate(original.createdAt.toISOString().slice(0, 10));
      await finishStage(ctx.db, job, 'intake', 'skipped', [{ code: 'duplicate', message }]);
      await setDocument(ctx.db, job, 'duplicate', { ...facts, errorMessage: message, processedAt: new Date() });
      return { status: 'skipped' };
    }
  }

  const charge = await chargePages(ctx.db, {
    companyId: job.companyId,
    documentId: doc.id,
    attempt: job.attempt,
    pages: count.pages,
    pricePerPageCents: ctx.config.pipeline.pagePriceCents,
    fileName: doc.fileName,
  });
  if (charge.status === 'insufficient') {
    const approvalStatus =
      job.attempt > 0 ? APPROVAL_STATUS.reprocessInsufficientBalance : APPROVAL_STATUS.insufficientBalance;
    await finishStage(ctx.db, job, 'intake', 'failed', [
      { code: 'insufficient_balance', message: UPLOAD_MSG.insufficientBalance },
    ]);
    await setDocument(ctx.db, job, 'insufficient_balance', {
      ...facts,
      approvalStatus,
      errorMessage: UPLOAD_MSG.insufficientBalance,
      processedAt: new Date(),
    });
    await notifyDocument(ctx, job.companyId, 'Document not processed', doc.fileName, UPLOAD_MSG.insufficientBalance);
    return { status: 'skipped' };
  }
  await notifyLowBalance(ctx, job.companyId, charge);
  await finishStage(ctx.db, job, 'intake', 'success');
  await setDocument(ctx.db, job, 'queued', facts);
  return HAND_ON;
}
