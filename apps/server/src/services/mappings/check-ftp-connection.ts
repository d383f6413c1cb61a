import { MAP_MSG, type CheckFtpConnectionBody } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { checkFtp } from '../../connectors/ftp/check-ftp.ts';
import { checkSftp } from '../../connectors/ftp/check-sftp.ts';
import type { FtpProbeResult } from '../../connectors/ftp/ftp-probe.types.ts';
import { HostNotAllowedError, resolvePublicHost } from '../../lib/net/assert-public-host.ts';
import { findMapping } from './find-mapping.ts';
import { openFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { ruleError } from './rule-error.ts';
import { mayUseStoredPassword } from './stored-ftp-password.ts';
import { defaultProtocol } from './validate-ftp-settings.ts';

export const FTP_CHECK_TIMEOUT_MS = 10_000;

/**
 * CheckFTPConnection: a real connection (10 s) that lists the folder and, for a destination,
 * uploads and deletes a probe file. With cnId and a blank password the stored one is used (same
 * host and user id only). Hosts resolving to private or local addresses are refused (SSRF guard, always on).
 */
export async function checkFtpConnection(
  ctx: AppContext,
  caller: CallerContext,
  body: CheckFtpConnectionBody,
  timeoutMs = FTP_CHECK_TIMEOUT_MS,
): Promise<FtpProbeResult> {
  const password = body.password || (await storedPassword(ctx, caller, body));
  let address: string;
  try {
    address = await resolvePublicHost(body.host, ctx.config.ssrf);
  } catch (e) {
    if (!(e instanceof HostNotAllowedError)) throw e;
    if (e.reason === 'blocked') throw ruleError('host', e.message);
    return { ok: false, message: e.message };
  }
  const target = {
    address,
    host: body.host,
    port: body.port,
    username: body.username,
    password,
    protocol: body.protocol ?? defaultProtocol(body.port),
    path: body.path ?? '',
    writeCheck: body.prefix === 'Destination',
    timeoutMs,
    extraCa: ctx.config.ftps.extraCa,
  };
  return target.protocol === 'sftp' ? checkSftp(target) : checkFtp(target);
}

async function storedPassword(ctx: AppContext, caller: CallerContext, body: CheckFtpConnectionBody): Promise<string> {
  if (!body.cnId) throw ruleError('password', MAP_MSG.noStoredPassword);
  const m = await findMapping(ctx.db, caller, body.cnId, 'cnId');
  const direction = body.prefix === 'Source' ? 'in' : 'out';
  const stored = direction === 'in' ? m.endpoints.ftpIn : m.endpoints.ftpOut;
  const secret = direction === 'in' ? m.ftpInSecret : m.ftpOutSecret;
  if (!mayUseStoredPassword(stored, secret, body)) throw ruleError('password', MAP_MSG.noStoredPassword);
  return openFtpPassword(ctx.config, m.id, direction, secret!);
}
