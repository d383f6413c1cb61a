import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents, mappings } from '../../db/schema/index.ts';
import { deliverySettledSql } from '../documents/delivery-settled.ts';

export interface ExpiredDocument {
  id: string;
  fileKey: string | null;
  attempt: number;
}

/** A document whose mapping was deleted keeps the longest period the spec offers (1440 days): nothing says shorter. */
export const ORPHAN_RETENTION_DAYS = 1440;

/**
 * A company's documents whose retention period is over and whose delivery has settled, oldest first.
 * Settled = the current attempt has a deliver record and none of them is pending or running (every
 * destination succeeded or failed for good; a mapping without destination records 'skipped').
 * A document that failed before delivery (processing failed, duplicate, no balance) has no output to
 * wait for: a timed period removes it, the minimum (state 8, "kept until the output is delivered")
 * keeps it so it can still be reprocessed. A document waiting for review is never removed.
 */
export async function findExpiredDocuments(
  db: Db,
  companyId: string,
  now: Date,
  limit: number,
): Promise<ExpiredDocument[]> {
  const days = sql<number>`coalesce(${mappings.retentionDuration}, ${ORPHAN_RETENTION_DAYS})`;
  const settled = deliverySettledSql();
  const failedEarly = sql`(${documents.status} in ('failed', 'duplicate', 'insufficient_balance') and coalesce(${mappings.retentionState}, 0) <> 8)`;
  return db
    .select({ id: documents.id, fileKey: documents.fileKey, attempt: documents.attempt })
    .from(documents)
    .leftJoin(mappings, eq(mappings.id, documents.mappingId))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.isDeleted, false),
        sql`${documents.createdAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
        sql`(${settled} or ${failedEarly})`,
      ),
    )
    .orderBy(asc(documents.createdAt))
    .limit(limit);
}
