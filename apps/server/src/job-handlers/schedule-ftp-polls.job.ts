import type { AppContext } from '../context/app-context.ts';
import { defineJob } from '../context/job-definition.ts';
import { listFtpSourceMappings } from '../services/ftp-source/list-ftp-source-mappings.ts';
import { slotJobId } from '../jobs/hashed-job-id.ts';

/**
 * Every FTP_POLL_SECONDS: one poll job per mapping with an FTP source. A self-rescheduling job (pg-boss
 * cron runs at most once a minute): each run first queues the next time slot's run, then the polls.
 * A slot's job id is derived from the period and the slot number, so every worker process that
 * starts (and queues the current slot) or runs a slot (and queues the next) lands on the same job,
 * and the chain never doubles; a changed period converges at the next run.
 */
export const scheduleFtpPollsJob = defineJob({
  name: 'schedule-ftp-polls',
  async handler(ctx, _data) {
    await queueSlot(ctx, 1);
    const list = await listFtpSourceMappings(ctx.db);
    for (const m of list) await ctx.jobs.send('poll-ftp-source', { companyId: m.companyId, mappingId: m.id });
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueSlot(ctx, 0),
});

async function queueSlot(ctx: AppContext, ahead: 0 | 1): Promise<void> {
  const periodMs = ctx.config.ftpSource.pollSeconds * 1000;
  const slot = Math.floor(Date.now() / periodMs) + ahead;
  const startAfter = ahead ? new Date(slot * periodMs) : new Date();
  await ctx.jobs.send(
    'schedule-ftp-polls',
    { slot },
    { id: slotJobId(periodMs, slot, 'schedule-ftp-polls'), startAfter },
  );
}
