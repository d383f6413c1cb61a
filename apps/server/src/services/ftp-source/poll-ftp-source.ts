import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { mappings } from '../../db/schema/index.ts';
import type { FtpSourceSession, RemoteFile } from '../../connectors/ftp/ftp-source.connector.ts';
import { probeErrorMessage } from '../../connectors/ftp/probe-error-message.ts';
import { HostNotAllowedError } from '../../lib/net/assert-public-host.ts';
import { acceptedTypes, isInProgress } from './ftp-file-types.ts';
import { FTP_SOURCE_TIMEOUT_MS, openMappingFtpSource } from './open-mapping-ftp-source.ts';
import { recordFtpSourceFailure } from './record-ftp-source-failure.ts';
import { takeFtpFile, type FtpFileOutcome, type FtpPollMapping } from './take-ftp-file.ts';

/** A file must look the same (size and time) this long apart to be taken: it is not being uploaded any more. */
export const FTP_SETTLE_MS = 2000;
/** Files handled per poll; the rest wait for the next one (a poll stays short, one mapping does not hold a worker). */
export const FTP_MAX_FILES_PER_POLL = 50;

export interface FtpPollOptions {
  settleMs?: number;
  timeoutMs?: number;
  maxFiles?: number;
}

/** A poll's report: `failed` when the folder could not be reached or any file went wrong (partial failure is not success). */
export interface FtpPollResult {
  status: 'success' | 'skipped' | 'failed';
  files: FtpFileOutcome[];
  error?: string;
  /** a connection failure was posted to the bell (at most once an hour) */
  notified?: boolean;
}

/**
 * One poll of a mapping's FTP/FTPS/SFTP source folder: list it, take each settled file of the
 * accepted types into the pipeline (takeFtpFile), refuse the others. Polls of one mapping never run
 * at once (the job's singleton key); every query is scoped to the mapping's company.
 */
export async function pollFtpSource(
  ctx: AppContext,
  input: { companyId: string; mappingId: string },
  opts: FtpPollOptions = {},
): Promise<FtpPollResult> {
  const [m] = await ctx.db
    .select()
    .from(mappings)
    .where(and(eq(mappings.companyId, input.companyId), eq(mappings.id, input.mappingId)));
  if (!m || m.draftMode || !m.template || !m.endpoints.ftpIn || !m.ftpInSecret) return { status: 'skipped', files: [] };
  const ftpIn = m.endpoints.ftpIn;
  const mapping: FtpPollMapping = {
    id: m.id,
    companyId: m.companyId,
    clientId: m.clientId,
    docTypeId: m.docTypeId,
    endpoints: m.endpoints,
    ftpIn,
  };
  const timeoutMs = opts.timeoutMs ?? FTP_SOURCE_TIMEOUT_MS;
  const unreachable = async (e: unknown): Promise<FtpPollResult> => {
    const reason =
      e instanceof HostNotAllowedError
        ? e.message
        : probeErrorMessage(e, { host: ftpIn.host, port: ftpIn.port, timeoutMs });
    const { notified } = await recordFtpSourceFailure(ctx, { id: m.id, companyId: m.companyId, name: m.name }, reason);
    return { status: 'failed', files: [], error: reason, notified };
  };

  let session: FtpSourceSession;
  try {
    session = await openMappingFtpSource(ctx, { id: m.id, ftpIn, ftpInSecret: m.ftpInSecret }, timeoutMs);
  } catch (e) {
    return unreachable(e);
  }
  const files: FtpFileOutcome[] = [];
  try {
    let ready: RemoteFile[];
    try {
      ready = await settledFiles(session, opts.settleMs ?? FTP_SETTLE_MS);
    } catch (e) {
      return await unreachable(e);
    }
    const types = acceptedTypes(ftpIn.fileType);
    for (const file of ready.slice(0, opts.maxFiles ?? FTP_MAX_FILES_PER_POLL)) {
      try {
        files.push(await takeFtpFile(ctx, session, mapping, file, types));
      } catch (e) {
        // one file's trouble does not stop the others; its receipt lets the next poll go on with it
        files.push({
          file: file.path,
          outcome: 'error',
          error: probeErrorMessage(e, { host: ftpIn.host, port: ftpIn.port, timeoutMs }),
        });
      }
    }
  } finally {
    await session.close();
  }
  const errors = files.filter((f) => f.outcome === 'error').map((f) => `${f.file}: ${'error' in f ? f.error : ''}`);
  if (errors.length)
    ctx.log.warn(
      { mappingId: m.id, companyId: m.companyId, errors },
      'FTP source poll: some files could not be handled',
    );
  return errors.length ? { status: 'failed', files, error: errors.join('; ') } : { status: 'success', files };
}

/** The folder's files, without the ones being written: in-progress names, and files that changed while we waited. */
async function settledFiles(session: FtpSourceSession, settleMs: number): Promise<RemoteFile[]> {
  const first = (await session.list()).filter((f) => !isInProgress(f)).sort((a, b) => a.name.localeCompare(b.name));
  if (!first.length || settleMs <= 0) return first;
  await new Promise((r) => setTimeout(r, settleMs));
  const again = new Map((await session.list()).map((f) => [f.path, f]));
  return first.filter((f) => again.get(f.path)?.size === f.size && again.get(f.path)?.modifiedAt === f.modifiedAt);
}
