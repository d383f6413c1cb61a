import type { AppContext } from '../../context/app-context.ts';
import type { StoredFtp } from '../../db/schema/index.ts';
import { openFtpSource, type FtpSourceSession } from '../../connectors/ftp/ftp-source.connector.ts';
import { resolvePublicHost } from '../../lib/net/assert-public-host.ts';
import { openFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';

/** Connecting and logging in, then any one reply of the server, must come within this. */
export const FTP_SOURCE_TIMEOUT_MS = 30_000;

/**
 * Opens a mapping's FTP source with its stored password (decrypted here, kept in memory only for
 * the connection). The host goes through the SSRF guard at every poll: a name may resolve to a
 * private address later than when the mapping was saved.
 */
export async function openMappingFtpSource(
  ctx: AppContext,
  mapping: { id: string; ftpIn: StoredFtp; ftpInSecret: string },
  timeoutMs = FTP_SOURCE_TIMEOUT_MS,
): Promise<FtpSourceSession> {
  const { ftpIn } = mapping;
  const address = await resolvePublicHost(ftpIn.host, ctx.config.ssrf);
  return openFtpSource({
    address,
    host: ftpIn.host,
    port: ftpIn.port,
    username: ftpIn.username,
    password: openFtpPassword(ctx.config, mapping.id, 'in', mapping.ftpInSecret),
    protocol: ftpIn.protocol,
    path: ftpIn.path,
    timeoutMs,
    extraCa: ctx.config.ftps.extraCa,
  });
}

/** The folder's identity in receipts: who logs in where (two mappings may watch folders of the same name on different servers). */
export const folderUrl = (ftpIn: StoredFtp) => `${ftpIn.protocol}://${ftpIn.username}@${ftpIn.host}:${ftpIn.port}`;
