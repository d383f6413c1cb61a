import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { FILE_LAYOUT_TEXT, formatDateForLocale } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { documentStages, users } from '../../../db/schema/index.ts';
import { companyLocale } from '../../../domain/company/company-locale.ts';
import { notifyDocument } from '../../../domain/notifications/notify-document.ts';
import { documentSources } from '../../intake/document-sources.ts';
import { loadDelivery, type LoadedDelivery } from '../load-delivery.ts';
import { outputFormatOf } from '../render/render-output.ts';
import { excelDateFormat } from '../render/xlsx-cells.ts';
import { sendFilesByEmail, sendFilesByFtp } from '../send-files.ts';
import { csvStyleFor } from '../send-to-destination.ts';
import { settleDelivery } from '../settle-delivery.ts';
import type { BatchEntry } from './batch-table.ts';
import { renderBatch } from './batch-renderers.ts';
import { BATCHED, waitingForDailyFile } from './waiting-for-daily-file.ts';

export type DailyFileOutcome =
  { sent: number; fileName: string } | { sent: 0; error: string } | { sent: 0; nothing: true };

const SOURCE_TEXT = { manual: 'Upload', mobile: 'Mobile app', api: 'API', email: 'E-mail', ftp: 'FTP' } as const;

/**
 * Sends one mapping's waiting documents to one file destination as one file (issue 30 point 2): rendered in the
 * destination's format, named for the mapping, the day and the count, under keys derived from the documents it
 * holds (a retry after a crash sends the same message and file name). Each document's record turns green with the
 * file's receipt; on failure they keep waiting with the error, and the company is told.
 */
export async function sendDailyFile(
  ctx: AppContext,
  job: { companyId: string; mappingId: string; destination: string },
): Promise<DailyFileOutcome> {
  const waiting = await waitingForDailyFile(ctx.db, job.companyId, job.mappingId, job.destination);
  const loaded: LoadedDelivery[] = [];
  for (const w of waiting) {
    const one = await loadDelivery(ctx.db, { companyId: job.companyId, documentId: w.documentId, attempt: w.attempt });
    if (one) loaded.push(one);
  }
  if (!loaded.length) return { sent: 0, nothing: true };
  const mapping = loaded[0]!.mapping;
  const e = mapping.endpoints;
  const format = outputFormatOf(job.destination === 'Email' ? e.destinationEmailFileType : e.ftpOut?.fileType);
  const company = await companyLocale(ctx.db, job.companyId);
  const day = new Date().toISOString().slice(0, 10);
  const entries = await batchEntries(ctx, job.companyId, loaded);
  const csv = csvStyleFor({ mapping, company }, job.destination as 'Email' | 'FTP');
  const files = await renderBatch(entries, format === 'DOCX' ? 'EXCEL' : format, {
    mapping: mapping.name,
    day,
    dateFormat: excelDateFormat(formatDateForLocale('2018-03-05', company)),
    csv,
  });
  const key = createHash('sha256')
    .update(loaded.map((l) => `${l.document.id}:${l.document.attempt}`).join(','))
    .digest('hex')
    .slice(0, 10);
  const outcome =
    job.destination === 'Email'
      ? await sendFilesByEmail(
          ctx,
          mapping,
          {
            subject: `${mapping.name}: ${loaded.length} ${loaded.length === 1 ? 'document' : 'documents'} of ${formatDateForLocale(day, company)}`,
            text: `The data of ${loaded.length} ${loaded.length === 1 ? 'document' : 'documents'} (${mapping.name}) is attached as ${files.map((f) => f.fileName).join(' and ')}: one row per document${files.length > 1 || format === 'EXCEL' ? ', line items keyed by the reference' : ''}.\n\nSent by Paperbridge.`,
            messageId: `<daily.${key}.${job.mappingId}@${ctx.config.inboundEmail.domain}>`,
            companyId: job.companyId,
          },
          files,
          format,
        )
      : await sendFilesByFtp(
          ctx,
          mapping,
          files.map((f) => ({ name: f.fileName.replace(/(\.[a-z]+)$/, `_${key}$1`), file: f })),
          format,
        );
  const keyOf = (l: LoadedDelivery) =>
    and(
      eq(documentStages.documentId, l.document.id),
      eq(documentStages.attempt, l.document.attempt),
      eq(documentStages.step, 'deliver'),
      eq(documentStages.destination, job.destination),
    );
  if (!outcome.ok) {
    const error = 'error' in outcome ? outcome.error : 'not sent';
    for (const l of loaded)
      await ctx.db
        .update(documentStages)
        .set({
          errors: [
            {
              code: BATCHED,
              message: `${FILE_LAYOUT_TEXT.waiting(ctx.config.dailyFile.hourUtc)} The last try failed: ${error}`,
            },
          ],
        })
        .where(keyOf(l));
    await notifyDocument(
      ctx,
      job.companyId,
      'Delivery failed',
      `${mapping.name} daily file`,
      `not delivered to ${job.destination}: ${error}`,
    );
    return { sent: 0, error };
  }
  const now = new Date();
  for (const l of loaded) {
    await ctx.db
      .update(documentStages)
      .set({
        status: 'success',
        errors: [],
        receipt: { ...outcome.receipt, batchOf: loaded.length },
        finishedAt: now,
        nextAttemptAt: null,
      })
      .where(keyOf(l));
    await settleDelivery(ctx, { companyId: job.companyId, documentId: l.document.id, attempt: l.document.attempt });
  }
  return { sent: loaded.length, fileName: outcome.receipt.fileName ?? files[0]!.fileName };
}

/** Each document with its source, arrival and review status, as the batch rows show them. */
async function batchEntries(ctx: AppContext, companyId: string, loaded: LoadedDelivery[]): Promise<BatchEntry[]> {
  const sources = await documentSources(
    ctx.db,
    { companyId },
    loaded.map((l) => ({
      id: l.document.id,
      source: l.document.source,
      sourceRef: l.document.sourceRef,
      uploadedBy: l.document.uploadedBy,
    })),
  );
  const approverIds = [...new Set(loaded.flatMap((l) => (l.approvedBy ? [l.approvedBy] : [])))];
  const people = approverIds.length
    ? await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.id, approverIds), eq(users.companyId, companyId)))
    : [];
  const approvers = new Map(people.map((u) => [u.id, u.email]));
  return loaded.map((l) => {
    const s = sources.get(l.document.id);
    const source = [SOURCE_TEXT[l.document.source], s?.from ? `from ${s.from}` : null, s?.location]
      .filter(Boolean)
      .join(' ');
    const review = l.approvedBy
      ? `Approved by ${approvers.get(l.approvedBy) ?? 'a reviewer'}`
      : 'Not reviewed (confident)';
    return { doc: l.data, source, received: l.document.createdAt.toISOString(), review };
  });
}
