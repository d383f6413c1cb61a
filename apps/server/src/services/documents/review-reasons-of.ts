import { and, eq } from 'drizzle-orm';
import { APPROVAL_STATUS, reviewReasonSchema, type ReviewReason } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentStages } from '../../db/schema/index.ts';
import type { DocumentRecord } from '../../pipeline/stage-document.ts';

/**
 * Why a document waits for review (issue 22): the reasons the review stage recorded on its record of the
 * document's current attempt. None once the document no longer waits (approved, reprocessed): the review screen
 * then has nothing to explain. Records written before the reasons had codes are left out.
 */
export async function reviewReasonsOf(
  ctx: AppContext,
  caller: CallerContext,
  doc: Pick<DocumentRecord, 'id' | 'attempt' | 'approvalStatus'>,
): Promise<ReviewReason[]> {
  if (doc.approvalStatus !== APPROVAL_STATUS.waiting) return [];
  const [stage] = await ctx.db
    .select({ status: documentStages.status, errors: documentStages.errors })
    .from(documentStages)
    .where(
      and(
        eq(documentStages.companyId, caller.companyId),
        eq(documentStages.documentId, doc.id),
        eq(documentStages.attempt, doc.attempt),
        eq(documentStages.step, 'review'),
        eq(documentStages.destination, ''),
      ),
    );
  if (stage?.status !== 'awaiting_review') return [];
  return stage.errors.flatMap((e) => {
    const parsed = reviewReasonSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}
