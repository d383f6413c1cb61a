import { randomUUID } from 'node:crypto';
import type { DownloadConfigFileQuery, DownloadFileResult } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { CallerContext } from '../../../db/company-scope.ts';
import { callerEmail } from '../../clients/caller-email.ts';
import { findMapping } from '../../mappings/find-mapping.ts';
import { buildConfigFile } from './build-config-file.ts';

/**
 * What one request builds while the user waits: the answer carries the file (base64, spec 002 §3), so
 * it is kept to a size a browser and the server hold comfortably; more goes by e-mail (a job).
 */
export const DOWNLOAD_MAX_DOCUMENTS = 200;

export type DownloadAnswer = { file: DownloadFileResult } | { emailedTo: string };

/**
 * POST DownloadConfigFile: the mapping's documents of the range as one file, in the answer; with
 * sendEmail the file is built by a durable job and e-mailed to the caller instead (the answer says
 * where), so a long range never holds up a request.
 */
export async function downloadConfigFile(
  ctx: AppContext,
  caller: CallerContext,
  q: DownloadConfigFileQuery,
): Promise<DownloadAnswer> {
  if (q.sendEmail) {
    // the mapping is checked now, so another company's id is 404 at once rather than an e-mail later
    const mapping = await findMapping(ctx.db, caller, q.cnId, 'cnId');
    const email = await callerEmail(ctx.db, caller);
    await ctx.jobs.send('mail-config-file', {
      requestId: randomUUID(),
      companyId: caller.companyId,
      userId: caller.userId,
      email,
      cnId: mapping.id,
      from: q.from,
      to: q.to,
      timeZone: q.timeZone,
    });
    return { emailedTo: email };
  }
  const file = await buildConfigFile(ctx, caller, q, DOWNLOAD_MAX_DOCUMENTS);
  return {
    file: {
      fileContents: file.bytes.toString('base64'),
      contentType: file.contentType,
      fileDownloadName: file.fileName,
    },
  };
}
