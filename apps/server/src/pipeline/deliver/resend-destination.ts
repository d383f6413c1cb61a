import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { documentStages } from '../../db/schema/index.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';

/**
 * A Process Log resend of a destination that was delivered before (its record has a receipt): the
 * user asks for the data to go again, so it goes as a new message (the delivery keys carry the resend's
 * number: a new webhook-id, FTP file name and Message-ID) instead of the original's keys, which a
 * receiver would drop as a duplicate. The number is the record's run count when the resend is asked
 * for: it grows with every run, so each resend has its own, and the job's retries keep it (one message
 * per resend, exactly once). The record goes back to pending in one conditional statement, so a double
 * click or a resend racing a running send queues nothing. Answers false when the record was not in a
 * state to resend (still being sent, or never delivered: that one is queueDeliveries' to retry).
 */
export async function resendDeliveredDestination(
  ctx: AppContext,
  job: PipelineJobData,
  destination: string,
): Promise<boolean> {
  const [record] = await ctx.db
    .update(documentStages)
    .set({ status: 'pending', errors: [], firstTriedAt: null, nextAttemptAt: null, finishedAt: null })
    .where(
      and(
        eq(documentStages.companyId, job.companyId),
        eq(documentStages.documentId, job.documentId),
        eq(documentStages.attempt, job.attempt),
        eq(documentStages.step, 'deliver'),
        eq(documentStages.destination, destination),
        inArray(documentStages.status, ['success', 'failed']),
        isNotNull(documentStages.receipt),
      ),
    )
    .returning({ runs: documentStages.runs });
  if (!record) return false;
  await ctx.jobs.send('deliver-destination', { ...job, destination, tryNumber: 1, resend: Math.max(1, record.runs) });
  return true;
}
