import type { Config } from '../../config/config.ts';
import { createSecretBox } from '../../lib/crypto/secret-box.ts';

export type IntegrationSecretUse = 'client-secret' | 'access-token' | 'refresh-token';

/** OAuth client secrets and tokens are sealed with the secret box; the purpose binds each to its integration row and use. */
export const integrationPurpose = (connectionId: string, use: IntegrationSecretUse) =>
  `integration:${connectionId}:${use}`;

export const sealIntegrationSecret = (config: Config, connectionId: string, use: IntegrationSecretUse, plain: string) =>
  createSecretBox(config.appSecret).encrypt(plain, integrationPurpose(connectionId, use));

export const openIntegrationSecret = (
  config: Config,
  connectionId: string,
  use: IntegrationSecretUse,
  sealed: string,
) => createSecretBox(config.appSecret).decrypt(sealed, integrationPurpose(connectionId, use));
