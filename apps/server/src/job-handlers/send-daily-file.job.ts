import { defineJob } from '../context/job-definition.ts';
import { sendDailyFile } from '../pipeline/deliver/daily-file/send-daily-file.ts';

/**
 * One mapping's daily file to one destination (issue 30 point 2), queued by the daily run or by "Send the daily
 * file now". One at a time per mapping and destination, so two runs never send the same documents twice.
 */
export const sendDailyFileJob = defineJob({
  name: 'send-daily-file',
  async handler(ctx, data) {
    const out = await sendDailyFile(ctx, data);
    // a failed file keeps its documents waiting with the error (they go with the next run); the job itself is done
    return 'error' in out ? { status: 'failed', error: out.error } : { status: 'success' };
  },
});
