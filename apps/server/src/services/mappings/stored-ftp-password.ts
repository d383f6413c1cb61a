import type { FtpSettingsInput } from '@paperbridge/contracts';
import type { StoredFtp } from '../../db/schema/index.ts';

/**
 * A blank password may stand for the stored one only while host and user id are unchanged:
 * pointing a mapping at another server needs the password typed again.
 */
export function mayUseStoredPassword(
  stored: StoredFtp | null,
  secret: string | null,
  input: Pick<FtpSettingsInput, 'host' | 'username'> | undefined,
): boolean {
  if (!stored || !secret || !input) return false;
  return (input.host ?? '').toLowerCase() === stored.host.toLowerCase() && (input.username ?? '') === stored.username;
}
