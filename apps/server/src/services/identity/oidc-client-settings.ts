import type { Config } from '../../config/config.ts';

export const BUILTIN_WEB_CLIENT_ID = 'paperbridge-web';

/** The provider the web app signs in with: the built-in one at /oidc, or the configured external one. */
export function oidcClientSettings(config: Config) {
  if (config.oidc.kind === 'external') {
    return { authority: config.oidc.issuer, clientId: config.oidc.clientId, scope: 'openid email profile' };
  }
  return { authority: `${config.publicUrl}/oidc`, clientId: BUILTIN_WEB_CLIENT_ID, scope: 'openid email profile' };
}
