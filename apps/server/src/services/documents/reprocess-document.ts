import { and, eq, sql } from 'drizzle-orm';
import { APPROVAL_STATUS, RETENTION_MSG, UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents, ledgerEntries } from '../../db/schema/index.ts';
import { conflict, paymentRequired } from '../../lib/errors/domain-error.ts';
import { queueNextStage } from '../../pipeline/queue-next-stage.ts';
import { findDocument } from './find-document.ts';
import { refuseIfRemoved } from '../retention/refuse-if-removed.ts';

/** States a reprocess may start from: settled ones, never a document on its way. */
const REPROCESSABLE = new Set(['failed', 'insufficient_balance', 'ready', 'awaiting_review', 'delivered']);

async function balanceCents(ctx: AppContext, companyId: string): Promise<number> {
  const [agg] = await ctx.db
    .select({
      balance: sql<string>`coalesce(sum(case when ${ledgerEntries.kind} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, companyId));
  return Number(agg?.balance ?? 0);
}

/** ReProcessDocCheck: 1 when the balance pays for the document's pages again, else 0. */
export async function reprocessCheck(ctx: AppContext, caller: CallerContext, id: string): Promise<0 | 1> {
  const doc = await findDocument(ctx, caller, id);
  const cost = (doc.pageCount ?? 1) * ctx.config.pipeline.pagePriceCents;
  return (await balanceCents(ctx, caller.companyId)) >= cost ? 1 : 0;
}

/**
 * ReProcessDoc: the document runs again from intake as a new attempt (the old attempt's jobs,
 * if any are left, then do nothing); its earlier data stays until the new run replaces it.
 */
export async function reprocessDocument(
  ctx: AppContext,
  caller: CallerContext,
  id: string,
): Promise<{ dtId: string; attempt: number }> {
  const doc = await findDocument(ctx, caller, id);
  refuseIfRemoved(doc, 'id', RETENTION_MSG.cannotReprocess);
  if (!REPROCESSABLE.has(doc.status))
    throw conflict(UPLOAD_MSG.alreadyProcessing, [{ field: 'id', message: UPLOAD_MSG.alreadyProcessing }]);
  if ((await reprocessCheck(ctx, caller, id)) === 0)
    throw paymentRequired(UPLOAD_MSG.insufficientBalance, [{ field: 'id', message: UPLOAD_MSG.insufficientBalance }]);
  const [moved] = await ctx.db
    .update(documents)
    .set({
      attempt: doc.attempt + 1,
      status: 'queued',
      approvalStatus: APPROVAL_STATUS.reprocess,
      errorMessage: null,
      isProcessed: false,
      updatedAt: new Date(),
    })
    .where(and(eq(documents.id, doc.id), eq(documents.attempt, doc.attempt)))
    .returning({ attempt: documents.attempt });
  if (!moved) throw conflict(UPLOAD_MSG.alreadyProcessing, [{ field: 'id', message: UPLOAD_MSG.alreadyProcessing }]);
  await queueNextStage(ctx, 'intake', { documentId: doc.id, companyId: doc.companyId, attempt: moved.attempt });
  return { dtId: doc.id, attempt: moved.attempt };
}
