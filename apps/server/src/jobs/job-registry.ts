import type { JobDefinition } from './job-definition.ts';
import { sendEmailJob } from './send-email.job.ts';
import { extractSampleJob } from './extract-sample.job.ts';
import { pipelineJobs } from '../pipeline/pipeline.jobs.ts';
import { receiveEmailJob } from './receive-email.job.ts';
import { pollFtpSourceJob } from './poll-ftp-source.job.ts';
import { scheduleFtpPollsJob } from './schedule-ftp-polls.job.ts';
import { scheduleDailyFilesJob } from './schedule-daily-files.job.ts';
import { sendDailyFileJob } from './send-daily-file.job.ts';
import { expireOutboxJob } from './expire-outbox.job.ts';
import { learnFromApprovalJob } from './learn-from-approval.job.ts';
import { mailConfigFileJob } from './mail-config-file.job.ts';
import { applyRetentionJob } from './apply-retention.job.ts';
import { watchUploadBatchJob } from './watch-upload-batch.job.ts';
import { sweepStuckDocumentsJob } from './sweep-stuck-documents.job.ts';

/** Every job the workers run. Add new definitions here. */
export const jobRegistry: JobDefinition[] = [sendEmailJob as JobDefinition, extractSampleJob as JobDefinition, ...pipelineJobs, receiveEmailJob as JobDefinition, pollFtpSourceJob as JobDefinition, scheduleFtpPollsJob as JobDefinition, expireOutboxJob as JobDefinition, learnFromApprovalJob as JobDefinition, mailConfigFileJob as JobDefinition, applyRetentionJob as JobDefinition, watchUploadBatchJob as JobDefinition, scheduleDailyFilesJob as JobDefinition, sendDailyFileJob as JobDefinition, sweepStuckDocumentsJob as JobDefinition];
