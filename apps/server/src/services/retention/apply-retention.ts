import { asc, gt } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { companies } from '../../db/schema/index.ts';
import { findExpiredDocuments } from './find-expired-documents.ts';
import { purgeDocument } from './purge-document.ts';

/** documents removed per query: small enough that one batch never holds the database long */
export const RETENTION_BATCH = 100;

/**
 * The daily retention run: company by company (keyset by id, so a company added meanwhile is only
 * picked up or not, never skipped twice), each in batches until nothing is due. Idempotent: a
 * removed document is marked and never found again, so a re-run or a second worker changes nothing.
 * Answers how many documents were removed.
 */
export async function applyRetention(ctx: AppContext, now = new Date()): Promise<number> {
  let removed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(gt(companies.id, after))
      .orderBy(asc(companies.id))
      .limit(RETENTION_BATCH);
    if (!batch.length) return removed;
    for (const { id } of batch) removed += await applyCompanyRetention(ctx, id, now);
    after = batch[batch.length - 1]!.id;
  }
}

async function applyCompanyRetention(ctx: AppContext, companyId: string, now: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await findExpiredDocuments(ctx.db, companyId, now, RETENTION_BATCH);
    for (const doc of due) {
      try {
        await purgeDocument(ctx, companyId, doc);
        removed++;
      } catch (err) {
        // storage unreachable or the like: this company waits for tomorrow's run (the document is still
        // unmarked, so it is found again); the others are not held up
        ctx.log.error({ err, companyId, documentId: doc.id }, 'retention: could not remove a document');
        return removed;
      }
    }
    if (due.length < RETENTION_BATCH) return removed;
  }
}
