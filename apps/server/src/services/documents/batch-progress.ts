import { and, eq, gte, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import { deliverySettledSql } from './delivery-settled.ts';

export interface BatchProgress {
  total: number;
  /** still on its way: queued, being read, or a delivery not yet settled */
  running: number;
  delivered: number;
  waitingForReview: number;
  /** delivery ended with a destination that failed for good */
  notDelivered: number;
  /** processing failed, a duplicate, or no balance */
  notProcessed: number;
  /** processed, the mapping has no destination */
  processed: number;
}

/**
 * Where the documents of one upload batch (`uploads/<batch>/...`, one GetS3Details folder) stand.
 * A file uploaded but never sent to ProcessDocIntent is not part of the batch's run.
 */
export async function batchProgress(db: Db, companyId: string, batchPath: string, since: Date): Promise<BatchProgress> {
  const settled = deliverySettledSql();
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${documents.status} = 'delivered')::int`,
      waitingForReview: sql<number>`count(*) filter (where ${documents.status} = 'awaiting_review')::int`,
      notProcessed: sql<number>`count(*) filter (where ${documents.status} in ('failed', 'duplicate', 'insufficient_balance'))::int`,
      notDelivered: sql<number>`count(*) filter (where ${documents.status} = 'delivering' and ${settled})::int`,
      processed: sql<number>`count(*) filter (where ${documents.status} = 'ready' and ${settled})::int`,
    })
    .from(documents)
    // the created_at bound keeps this on the (company_id, created_at) index in a large company
    .where(
      and(
        eq(documents.companyId, companyId),
        gte(documents.createdAt, since),
        like(documents.fileKey, `${batchPath}/%`),
        ne(documents.status, 'uploaded'),
      ),
    );
  const r = row ?? { total: 0, delivered: 0, waitingForReview: 0, notProcessed: 0, notDelivered: 0, processed: 0 };
  const done = r.delivered + r.waitingForReview + r.notProcessed + r.notDelivered + r.processed;
  return { ...r, running: r.total - done };
}
