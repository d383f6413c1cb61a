import { and, eq, sql } from 'drizzle-orm';
import { FILE_LAYOUT_TEXT } from '@paperbridge/contracts';
import { BATCHED } from './daily-file/waiting-for-daily-file.ts';
import type { AppContext } from '../../context/app-context.ts';
import { documentStages, type StageError } from '../../db/schema/index.ts';
import { defineJob, type JobStatus } from '../../context/job-definition.ts';
import { nextDeliveryDelay } from './delivery-backoff.ts';
import type { DeliveryOutcome } from './delivery-outcome.ts';
import { loadDelivery } from './load-delivery.ts';
import { sendToDestination } from './send-to-destination.ts';
import { settleDelivery } from './settle-delivery.ts';
import { ensureWebhookSecret } from './webhook-secret.ts';
import { beginStage, finishStage } from '../stage-record.ts';
import type { DeliverDestinationData } from '../../context/payloads/deliver-destination-data.ts';

/**
 * Sends one document to one destination and records the outcome on its 'out' stage record. A
 * destination that fails in a way worth retrying gets the next try queued per the backoff, for a
 * day; then, or at once when retrying cannot help, the record is failed (the milestone turns red)
 * and the company is notified. A job retried after a killed worker sends again with the same keys,
 * which is what keeps the second send invisible to the receiver.
 */
export async function runDeliverDestination(ctx: AppContext, d: DeliverDestinationData): Promise<JobStatus> {
  const job = { documentId: d.documentId, companyId: d.companyId, attempt: d.attempt };
  const begun = await beginStage(ctx.db, job, 'deliver', d.destination);
  if (begun.finished) return { status: 'skipped' };
  const key = and(
    eq(documentStages.documentId, d.documentId),
    eq(documentStages.attempt, d.attempt),
    eq(documentStages.step, 'deliver'),
    eq(documentStages.destination, d.destination),
  );
  const [record] = await ctx.db
    .update(documentStages)
    .set({ firstTriedAt: sql`coalesce(${documentStages.firstTriedAt}, now())`, nextAttemptAt: null })
    .where(key)
    .returning({ firstTriedAt: documentStages.firstTriedAt, runs: documentStages.runs });
  const loaded = await loadDelivery(ctx.db, job);
  if (!loaded) {
    await finishStage(
      ctx.db,
      job,
      'deliver',
      'skipped',
      [{ code: 'superseded', message: 'The document was reprocessed or removed before it was sent.' }],
      d.destination,
    );
    return { status: 'skipped' };
  }
  if (d.destination === 'Webhook')
    Object.assign(loaded.mapping, await ensureWebhookSecret(ctx.db, ctx.config, loaded.mapping));
  // a destination that takes one file a day (issue 30 point 2) gets this document with the day's others; a resend is sent alone
  if (!d.resend && loaded.mapping.endpoints.fileLayouts?.[d.destination as 'Email' | 'FTP'] === 'daily') {
    await ctx.db
      .update(documentStages)
      .set({
        status: 'pending',
        errors: [{ code: BATCHED, message: FILE_LAYOUT_TEXT.waiting(ctx.config.dailyFile.hourUtc) }],
      })
      .where(key);
    return { status: 'success' };
  }

  let outcome: DeliveryOutcome;
  try {
    outcome = await sendToDestination(ctx, loaded, d.destination, d.resend);
  } catch (e) {
    // an unexpected fault (a bug, the storage gone) is retried like a destination that is down
    outcome = { ok: false, retry: true, error: `Sending failed: ${(e as Error).message}` };
  }

  if (outcome.ok) {
    await ctx.db
      .update(documentStages)
      .set({ status: 'success', errors: [], receipt: outcome.receipt, finishedAt: new Date(), nextAttemptAt: null })
      .where(key);
    await settleDelivery(ctx, job);
    return { status: 'success' };
  }
  if ('unavailable' in outcome) {
    await ctx.db
      .update(documentStages)
      .set({ status: 'pending', errors: [{ code: 'unavailable', message: outcome.error }] })
      .where(key);
    return { status: 'skipped' };
  }
  const now = new Date();
  const delay = outcome.retry
    ? nextDeliveryDelay(d.tryNumber, record?.firstTriedAt ?? now, now, Math.random(), outcome.retryAfterMs)
    : null;
  if (delay !== null) {
    const at = new Date(now.getTime() + delay);
    const errors: StageError[] = [{ code: 'retrying', message: `${outcome.error} Next try ${at.toISOString()}.` }];
    await ctx.db.update(documentStages).set({ status: 'pending', errors, nextAttemptAt: at }).where(key);
    await ctx.jobs.send('deliver-destination', { ...d, tryNumber: d.tryNumber + 1 }, { startAfter: at });
    return { status: 'success' };
  }
  await ctx.db
    .update(documentStages)
    .set({
      status: 'failed',
      errors: [{ code: 'delivery_failed', message: outcome.error }],
      finishedAt: now,
      nextAttemptAt: null,
    })
    .where(key);
  await settleDelivery(ctx, job, {
    failed: { destination: d.destination, error: outcome.error, tries: record?.runs ?? d.tryNumber },
  });
  return { status: 'success' };
}

export const deliverDestinationJob = defineJob({ name: 'deliver-destination', handler: runDeliverDestination });
