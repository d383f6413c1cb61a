import type { AppContext } from '../context/app-context.ts';
import { defineJob } from '../context/job-definition.ts';
import { slotJobId } from '../jobs/hashed-job-id.ts';
import { dailyFilesDue } from '../pipeline/deliver/daily-file/waiting-for-daily-file.ts';

const DAY_MS = 86_400_000;

/**
 * Once a day at DAILY_FILE_HOUR_UTC: a daily file for every mapping and destination with documents waiting for one
 * (issue 30 point 2). Self-rescheduling like the FTP polls: each run queues the next day's slot first, under an id
 * derived from the day, so every worker process lands on the same chain.
 */
export const scheduleDailyFilesJob = defineJob({
  name: 'schedule-daily-files',
  async handler(ctx, _data) {
    await queueNextDay(ctx);
    for (const due of await dailyFilesDue(ctx.db)) {
      if (!due.mappingId || (due.destination !== 'Email' && due.destination !== 'FTP')) continue;
      await ctx.jobs.send('send-daily-file', {
        companyId: due.companyId,
        mappingId: due.mappingId,
        destination: due.destination,
      });
    }
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueNextDay(ctx),
});

/**
 * The next run at the daily hour: slot k starts at day k's hour, so the next is the one after the last hour passed
 * (a process starting at 09:00 queues today's 17:00; the 17:00 run, already past its start, queues tomorrow's).
 */
async function queueNextDay(ctx: AppContext): Promise<void> {
  const offset = ctx.config.dailyFile.hourUtc * 3_600_000;
  const slot = Math.floor((Date.now() - offset) / DAY_MS) + 1;
  await ctx.jobs.send(
    'schedule-daily-files',
    { slot },
    { id: slotJobId(offset, slot, 'schedule-daily-files'), startAfter: new Date(slot * DAY_MS + offset) },
  );
}
