import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context/app-context.ts';
import { documentStages, documents } from '../../../db/schema/index.ts';
import { deliveryKeys } from '../../../pipeline/deliver/send-to-destination.ts';
import { settleDelivery } from '../../../pipeline/deliver/settle-delivery.ts';
import type { BounceRef } from '../../../pipeline/deliver/bounce-address.ts';
import type { ParsedDsn } from './parse-dsn.ts';

export type BounceOutcome = 'failed' | 'ignored';

/**
 * A bounce for a delivered e-mail: when the report says a recipient failed for good, the e-mail
 * destination's out record turns failed with the recipient's reason (the milestone goes red, Resend
 * is offered), the document is no longer 'delivered', and the company is notified as for any failed
 * delivery. Reports of a delay or a success, a bounce of a message that a later resend replaced,
 * and a bounce replayed after it was recorded change nothing.
 */
export async function recordBounce(ctx: AppContext, ref: BounceRef, dsn: ParsedDsn): Promise<BounceOutcome> {
  const failed = dsn.recipients.filter((r) => r.action === 'failed');
  if (!failed.length) return 'ignored';
  const [doc] = await ctx.db
    .select({ companyId: documents.companyId })
    .from(documents)
    .where(eq(documents.id, ref.documentId));
  if (!doc) return 'ignored';
  const messageId = deliveryKeys(
    ref.documentId,
    ref.attempt,
    ctx.config.inboundEmail.domain,
    ref.resend || undefined,
  ).messageId;
  if (dsn.originalMessageId && dsn.originalMessageId !== messageId) return 'ignored';
  const key = and(
    eq(documentStages.documentId, ref.documentId),
    eq(documentStages.attempt, ref.attempt),
    eq(documentStages.step, 'deliver'),
    eq(documentStages.destination, 'Email'),
  );
  const [record] = await ctx.db
    .select({ status: documentStages.status, receipt: documentStages.receipt, runs: documentStages.runs })
    .from(documentStages)
    .where(key);
  if (!record || record.status !== 'success' || record.receipt?.messageId !== messageId) return 'ignored';
  const error = `Bounced by the recipient's mail system: ${failed.map((r) => `${r.recipient} (${[r.status, r.diagnostic].filter(Boolean).join(' ')})`).join('; ')}`;
  // the status condition makes a bounce delivered twice at the same moment count once
  const changed = await ctx.db
    .update(documentStages)
    .set({ status: 'failed', errors: [{ code: 'bounced', message: error }], finishedAt: new Date() })
    .where(and(key, eq(documentStages.status, 'success')))
    .returning({ id: documentStages.id });
  if (!changed.length) return 'ignored';
  await ctx.db
    .update(documents)
    .set({ status: 'delivering', updatedAt: new Date() })
    .where(
      and(eq(documents.id, ref.documentId), eq(documents.attempt, ref.attempt), eq(documents.status, 'delivered')),
    );
  await settleDelivery(
    ctx,
    { documentId: ref.documentId, companyId: doc.companyId, attempt: ref.attempt },
    { failed: { destination: 'Email', error, tries: record.runs } },
  );
  return 'failed';
}
