import { defineJob } from '../context/job-definition.ts';
import { pollFtpSource } from '../services/ftp-source/poll-ftp-source.ts';

/**
 * Polls one mapping's FTP/FTPS/SFTP source folder. The singleton key (queue policy 'exclusive')
 * means one poll per mapping queued or running at a time, across all worker processes. A poll that
 * fails is not retried: the next scheduled poll is the retry, and the failure stays on this job.
 */
export const pollFtpSourceJob = defineJob({
  name: 'poll-ftp-source',
  async handler(ctx, data) {
    const result = await pollFtpSource(ctx, data);
    if (result.status === 'failed') return { status: 'failed', error: result.error ?? 'the poll failed' };
    return { status: result.status };
  },
});
