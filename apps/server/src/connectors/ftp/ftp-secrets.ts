import type { Config } from '../../config/config.ts';
import { createSecretBox } from '../../lib/crypto/secret-box.ts';

/** FTP passwords are sealed with the secret box; the purpose binds each to its mapping and direction. */
export const ftpPurpose = (mappingId: string, direction: 'in' | 'out') => `mapping:${mappingId}:ftp-${direction}`;

export function sealFtpPassword(config: Config, mappingId: string, direction: 'in' | 'out', password: string): string {
  return createSecretBox(config.appSecret).encrypt(password, ftpPurpose(mappingId, direction));
}

export function openFtpPassword(config: Config, mappingId: string, direction: 'in' | 'out', sealed: string): string {
  return createSecretBox(config.appSecret).decrypt(sealed, ftpPurpose(mappingId, direction));
}
