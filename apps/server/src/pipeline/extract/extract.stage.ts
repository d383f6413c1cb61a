import { UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';
import { engineMessage } from '../intake/engine-message.ts';
import { refundPages } from '../intake/charge-pages.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { finishStage } from '../stage-record.ts';
import { setDocument, type DocumentRecord } from '../stage-document.ts';
import { failDocument } from '../fail-document.ts';
import { readDocumentEInvoice } from './read-document-einvoice.ts';
import { HAND_ON, type StageOutcome } from '../stage.types.ts';

/**
 * Extract: the engine reads the original in its worker-thread pool (OCR for scans and photos),
 * within the document's time bound. Its document model is kept with the document; a partial read
 * (some pages failed) goes on with what was read and says so. An unreadable document is refunded. The e-invoice a
 * PDF carries or an XML file is (issue 25) is read first and kept beside the model; an invalid XML one fails here.
 */
export async function extract(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome> {
  await setDocument(ctx.db, job, 'extracting');
  const bytes = doc.fileKey ? await storageFor(ctx).get(job.companyId, doc.fileKey) : null;
  if (!bytes)
    return failDocument(ctx, job, doc, 'extract', { code: 'missing_file', message: UPLOAD_MSG.uploadNotFound });
  const started = performance.now();
  const original = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const einvoice = await readDocumentEInvoice(ctx, job.companyId, doc.fileKey!, original);
  if (einvoice.status === 'refused') {
    await refundPages(ctx.db, {
      companyId: job.companyId,
      documentId: doc.id,
      attempt: job.attempt,
      fileName: doc.fileName,
    });
    return failDocument(ctx, job, doc, 'extract', { code: einvoice.code, message: einvoice.message });
  }
  const result = await sharedEngine(ctx.config.pipeline.engineThreads).extract(einvoice.extractBytes, {
    fileName: doc.fileName,
    timeoutMs: ctx.config.pipeline.documentTimeoutMs,
    maxPages: ctx.config.pipeline.maxDocumentPages,
  });
  const engineMs = performance.now() - started;
  const errors = result.errors.map((e) => ({
    code: e.code,
    message: engineMessage(e.message, UPLOAD_MSG.unreadable),
    page: e.page,
  }));
  if (result.status === 'failed' || !result.document) {
    await refundPages(ctx.db, {
      companyId: job.companyId,
      documentId: doc.id,
      attempt: job.attempt,
      fileName: doc.fileName,
    });
    return failDocument(ctx, job, doc, 'extract', errors[0] ?? { code: 'unreadable', message: UPLOAD_MSG.unreadable });
  }
  // an XML e-invoice's pages are the engine's drawing of it
  const model = einvoice.type === 'xml' ? { ...result.document, type: 'xml' as const } : result.document;
  const row = {
    model,
    einvoice: einvoice.einvoice,
    extractStatus: result.status,
    extractErrors: result.errors,
    engineMs,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(documentResults)
    .values({ documentId: doc.id, companyId: job.companyId, ...row })
    .onConflictDoUpdate({ target: documentResults.documentId, set: row });
  await finishStage(ctx.db, job, 'extract', result.status, errors);
  await setDocument(ctx.db, job, 'mapping');
  return HAND_ON;
}
