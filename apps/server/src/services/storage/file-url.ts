import type { Config } from '../../config/config.ts';
import { signFileToken } from '../../lib/crypto/signed-file-token.ts';

/** Signed links expire after 10 minutes. */
export const FILE_URL_TTL_MS = 10 * 60 * 1000;

/** A short-lived link to GET /api/Files/{token}, the only way a stored file leaves the server. */
export function signedFileUrl(
  config: Config,
  grant: { companyId: string; key: string; fileName: string; contentType: string },
  now = Date.now(),
): string {
  const token = signFileToken(config.appSecret, { ...grant, exp: now + FILE_URL_TTL_MS });
  return `${config.publicUrl}/api/Files/${token}`;
}
