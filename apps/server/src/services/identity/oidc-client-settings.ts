import type { Config } from '../../config/config.ts';

export const BUILTIN_WEB_CLIENT_ID = 'paperbridge-web';

/**
 * The provider the web app signs in with: the configured external one, or the built-in one at
 * /oidc of the product's address as the browser knows it (productUrl: PUBLIC_URL when set, else
 * the address the browser used, so the page's own-origin security policy lets it through).
 */
export function oidcClientSettings(config: Config, productUrl = config.publicUrl) {
  if (config.oidc.kind === 'external') {
    return { authority: config.oidc.issuer, clientId: config.oidc.clientId, scope: 'openid email profile' };
  }
  return { authority: `${productUrl}/oidc`, clientId: BUILTIN_WEB_CLIENT_ID, scope: 'openid email profile' };
}
