import { and, eq, ne, sql } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentStages, documents } from '../../db/schema/index.ts';
import { notifyDocument } from '../../domain/notifications/notify-document.ts';
import type { DeliveryJob } from './load-delivery.ts';

export const DELIVERY_FAILED_HEADER = 'Delivery failed';

/**
 * After a destination's final outcome: every destination sent → the document is 'delivered' and an
 * approved-not-sent document (3) becomes approved (1); a destination failed for good → the company
 * is told why, and an approved document goes back to 3 so the dashboard offers Send again. While any
 * destination is still pending the document stays 'delivering'.
 */
export async function settleDelivery(
  ctx: AppContext,
  job: DeliveryJob,
  opts: { failed?: { destination: string; error: string; tries: number } } = {},
): Promise<void> {
  const records = await ctx.db
    .select({ status: documentStages.status })
    .from(documentStages)
    .where(
      and(
        eq(documentStages.documentId, job.documentId),
        eq(documentStages.attempt, job.attempt),
        eq(documentStages.step, 'deliver'),
        ne(documentStages.destination, ''),
      ),
    );
  const ofAttempt = and(
    eq(documents.id, job.documentId),
    eq(documents.companyId, job.companyId),
    eq(documents.attempt, job.attempt),
  );
  if (records.length && records.every((r) => r.status === 'success')) {
    await ctx.db
      .update(documents)
      .set({
        status: 'delivered',
        approvalStatus: sql`case when ${documents.approvalStatus} = ${APPROVAL_STATUS.approvedNotSent} then ${APPROVAL_STATUS.approved} else ${documents.approvalStatus} end`,
        updatedAt: new Date(),
      })
      .where(ofAttempt);
    return;
  }
  if (!opts.failed) return;
  const [doc] = await ctx.db
    .update(documents)
    .set({
      approvalStatus: sql`case when ${documents.approvalStatus} = ${APPROVAL_STATUS.approved} then ${APPROVAL_STATUS.approvedNotSent} else ${documents.approvalStatus} end`,
      updatedAt: new Date(),
    })
    .where(ofAttempt)
    .returning({ fileName: documents.fileName });
  if (doc) {
    const { destination, error, tries } = opts.failed;
    await notifyDocument(
      ctx,
      job.companyId,
      DELIVERY_FAILED_HEADER,
      doc.fileName,
      `not delivered to ${destination} after ${tries} ${tries === 1 ? 'try' : 'tries'}: ${error}`,
    );
  }
}
