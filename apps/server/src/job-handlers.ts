import type { JobDefinition } from './context/job-definition.ts';
import type { QueueName } from './context/queues.ts';
import { sendEmailJob } from './job-handlers/send-email.job.ts';
import { extractSampleJob } from './job-handlers/extract-sample.job.ts';
import { receiveEmailJob } from './job-handlers/receive-email.job.ts';
import { pollFtpSourceJob } from './job-handlers/poll-ftp-source.job.ts';
import { scheduleFtpPollsJob } from './job-handlers/schedule-ftp-polls.job.ts';
import { scheduleDailyFilesJob } from './job-handlers/schedule-daily-files.job.ts';
import { sendDailyFileJob } from './job-handlers/send-daily-file.job.ts';
import { expireOutboxJob } from './job-handlers/expire-outbox.job.ts';
import { learnFromApprovalJob } from './job-handlers/learn-from-approval.job.ts';
import { mailConfigFileJob } from './job-handlers/mail-config-file.job.ts';
import { applyRetentionJob } from './job-handlers/apply-retention.job.ts';
import { watchUploadBatchJob } from './job-handlers/watch-upload-batch.job.ts';
import { stageJobs } from './pipeline/pipeline.jobs.ts';
import { deliverDestinationJob } from './pipeline/deliver/deliver-destination.job.ts';
import { sweepStuckDocumentsJob } from './pipeline/stuck/sweep-stuck-documents.job.ts';

/** The handler of every queue of context/queues.ts, by name: a queue without a handler does not compile. */
const HANDLERS: { [N in QueueName]: JobDefinition<N> } = {
  'send-email': sendEmailJob,
  'extract-sample': extractSampleJob,
  ...stageJobs,
  'deliver-destination': deliverDestinationJob,
  'receive-email': receiveEmailJob,
  'poll-ftp-source': pollFtpSourceJob,
  'schedule-ftp-polls': scheduleFtpPollsJob,
  'expire-outbox': expireOutboxJob,
  'learn-from-approval': learnFromApprovalJob,
  'mail-config-file': mailConfigFileJob,
  'apply-retention': applyRetentionJob,
  'watch-upload-batch': watchUploadBatchJob,
  'schedule-daily-files': scheduleDailyFilesJob,
  'send-daily-file': sendDailyFileJob,
  'sweep-stuck-documents': sweepStuckDocumentsJob,
};

/** Every job the workers run. */
export const jobRegistry = Object.values(HANDLERS) as JobDefinition[];
