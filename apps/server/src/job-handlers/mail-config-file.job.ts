import { PROCESS_LOG_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import { buildConfigFile } from '../services/delivery/process-log/build-config-file.ts';
import { isDomainError } from '../lib/errors/domain-error.ts';
import { defineJob, type JobStatus } from '../context/job-definition.ts';
import type { MailConfigFileData } from '../context/payloads/mail-config-file-data.ts';

/** More documents than a request builds at once (the job has time), still bounded by what a mailbox takes. */
export const MAILED_FILE_MAX_DOCUMENTS = 2000;
export const MAILED_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * DownloadConfigFile with "Send as email": the same file as the download, built here rather than in
 * the request (a range of many documents takes a while), e-mailed to the user who asked. A range
 * with nothing to send, or a file too large to mail, is answered by e-mail too, so the user is not
 * left waiting for a message that never comes.
 */
export async function runMailConfigFile(ctx: AppContext, d: MailConfigFileData): Promise<JobStatus> {
  const caller = { companyId: d.companyId, userId: d.userId, sessionId: '' };
  const messageId = `<${d.requestId}.download@${ctx.config.inboundEmail.domain}>`;
  const subject = `Paperbridge documents ${d.from} to ${d.to}`;
  let text: string;
  let attachments;
  try {
    const file = await buildConfigFile(ctx, caller, d, MAILED_FILE_MAX_DOCUMENTS);
    if (file.bytes.length > MAILED_FILE_MAX_BYTES)
      text = `The file of ${file.documents} documents is too large to e-mail. Please choose fewer days.`;
    else {
      text = `${file.fileName} is attached: ${file.included} of the ${file.documents} documents received from ${d.from} to ${d.to}; documents.csv inside lists them all.`;
      attachments = [{ filename: file.fileName, contentType: file.contentType, content: file.bytes }];
    }
  } catch (e) {
    // the mapping deleted meanwhile, no documents, too many: the reason in words, not a retry
    if (!isDomainError(e)) throw e;
    text =
      e.message === PROCESS_LOG_MSG.noDocuments(d.from, d.to) ? e.message : `The file could not be made: ${e.message}`;
  }
  await ctx.mail.send({
    to: d.email,
    subject,
    text: `${text}\n\nSent by Paperbridge.`,
    attachments,
    messageId,
    companyId: d.companyId,
    template: 'download-config-file',
  });
  return { status: 'success' };
}

export const mailConfigFileJob = defineJob({ name: 'mail-config-file', handler: runMailConfigFile });
