import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults, documents } from '../../db/schema/index.ts';
import { einvoiceViewKey, metaKeyOf } from '../../pipeline/intake/document-files.ts';
import { approvedWorkbookKey } from '../documents/approve-spreadsheet.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import type { ExpiredDocument } from './find-expired-documents.ts';

/**
 * Removes what the retention period covers, in this order: the files in storage first (the original,
 * its upload metadata, the approved workbook of every attempt), then, in one transaction, the
 * delivered data (the engine's model and the extracted and approved values) and dtIsDeleted.
 * Why storage first: a storage delete of a missing file is not an error, so a crash in between leaves
 * a document still unmarked that the next run finds and finishes; marking first would leave files no
 * run looks for again. The dashboard row, its milestones and delivery receipts stay.
 */
export async function purgeDocument(ctx: AppContext, companyId: string, doc: ExpiredDocument): Promise<void> {
  const storage = storageFor(ctx);
  const keys = doc.fileKey ? [doc.fileKey, metaKeyOf(doc.fileKey), einvoiceViewKey(doc.fileKey)] : [];
  for (let attempt = 0; attempt <= doc.attempt; attempt++) keys.push(approvedWorkbookKey(doc.id, attempt));
  for (const key of keys) await storage.delete(companyId, key);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(documentResults)
      .set({ model: null, applied: null, extracted: null, approved: null, updatedAt: new Date() })
      .where(and(eq(documentResults.documentId, doc.id), eq(documentResults.companyId, companyId)));
    await tx
      .update(documents)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(documents.id, doc.id), eq(documents.companyId, companyId)));
  });
}
