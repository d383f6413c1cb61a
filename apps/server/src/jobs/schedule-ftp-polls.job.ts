import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { defineJob } from './job-definition.ts';
import { pollFtpSourceJob } from './poll-ftp-source.job.ts';
import { listFtpSourceMappings } from '../services/ftp-source/list-ftp-source-mappings.ts';
import { hashedJobId } from './hashed-job-id.ts';

/**
 * Every FTP_POLL_SECONDS: one poll job per mapping with an FTP source. A self-rescheduling job (pg-boss
 * cron runs at most once a minute): each run first queues the next time slot's run, then the polls.
 * A slot's job id is derived from the period and the slot number, so every worker process that
 * starts (and queues the current slot) or runs a slot (and queues the next) lands on the same job,
 * and the chain never doubles; a changed period converges at the next run.
 */
export const scheduleFtpPollsJob = defineJob({
  name: 'schedule-ftp-polls',
  schema: z.object({ slot: z.number().int() }),
  // the chain must survive a database hiccup: retried with backoff before it could break
  retryLimit: 10,
  async handler(ctx, _data) {
    await queueSlot(ctx, 1);
    const list = await listFtpSourceMappings(ctx.db);
    for (const m of list) await ctx.jobs.send(pollFtpSourceJob, { companyId: m.companyId, mappingId: m.id });
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueSlot(ctx, 0),
});

async function queueSlot(ctx: AppContext, ahead: 0 | 1): Promise<void> {
  const periodMs = ctx.config.ftpSource.pollSeconds * 1000;
  const slot = Math.floor(Date.now() / periodMs) + ahead;
  const startAfter = ahead ? new Date(slot * periodMs) : new Date();
  await ctx.jobs.send(scheduleFtpPollsJob, { slot }, { id: slotJobId(periodMs, slot), startAfter });
}

/** A UUID (version 5 layout) from the chain's name, the period and slot. */
export function slotJobId(periodMs: number, slot: number, chain = 'schedule-ftp-polls'): string {
  return hashedJobId(`${chain}:${periodMs}:${slot}`);
}
