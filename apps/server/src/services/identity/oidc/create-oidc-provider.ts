import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import { SIGNED_OUT_PARAM } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { BUILTIN_WEB_CLIENT_ID } from '../oidc-client-settings.ts';
import { OidcAdapter } from './oidc-adapter.ts';
import { loadOidcKeys } from './oidc-keys.ts';
import { findAccount } from './find-account.ts';
import { buildInteractionPolicy } from './interaction-policy.ts';
import { loadExistingGrant } from './auto-grant.ts';
import { allowReturnToRequestOrigin, originOf, requestOrigin } from './request-origin-redirects.ts';

export const OIDC_MOUNT_PATH = '/oidc';
/** the Vite dev server of the web app (development only) */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

type LogoutPages = NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>;

/**
 * The pages the provider itself shows a browser (logout confirmation, signed out, its errors). They
 * are rendered by http/, which hands them in: services never import http. Without them (a process
 * that only checks tokens) the provider keeps its own plain defaults.
 */
export interface OidcProviderPages {
  logoutSource: NonNullable<LogoutPages['logoutSource']>;
  postLogoutSuccessSource: NonNullable<LogoutPages['postLogoutSuccessSource']>;
  renderError: NonNullable<Configuration['renderError']>;
}

/** No PUBLIC_URL outside production: the web app may be opened at any address (http/request-public-url.ts). */
const followsBrowserAddress = (ctx: AppContext) => !ctx.config.publicUrlSet && !ctx.config.production;

/** Our one client: the web app, public (no secret), authorization code with PKCE S256. */
function webClient(ctx: AppContext): ClientMetadata {
  const origins = [ctx.config.publicUrl, ...(ctx.config.production ? [] : [VITE_DEV_ORIGIN])];
  return {
    client_id: BUILTIN_WEB_CLIENT_ID,
    client_name: 'Paperbridge',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    redirect_uris: origins.map((o) => `${o}/manage/manage-session`),
    post_logout_redirect_uris: origins.map((o) => `${o}/`),
  };
}

/** The built-in OpenID Connect provider, its state and keys in our database, its accounts our users. */
export async function createOidcProvider(ctx: AppContext, pages?: OidcProviderPages): Promise<Provider> {
  const keys = await loadOidcKeys(ctx.db, ctx.config.appSecret);
  const provider = new Provider(`${ctx.config.publicUrl}${OIDC_MOUNT_PATH}`, {
    adapter: (name: string) => new OidcAdapter(ctx.db, name),
    clients: [webClient(ctx)],
    findAccount: findAccount(ctx.db),
    jwks: keys.jwks as never,
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // the web app reads the e-mail from the ID token without a userinfo call
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // why the web app signed this browser out, for the sign-in page to say (issue 14 point 9)
    extraParams: [SIGNED_OUT_PARAM],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        ...(pages && { logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource }),
      },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    interactions: {
      policy: buildInteractionPolicy(),
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    loadExistingGrant,
    ...(pages && { renderError: pages.renderError }),
    clientBasedCORS: (koa, origin, client) =>
      (client.redirectUris?.some((uri) => originOf(uri) === origin) ?? false) ||
      // without PUBLIC_URL the web app calls the token endpoint at its own address (issue 30 point 6)
      (followsBrowserAddress(ctx) && origin === requestOrigin(koa)),
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  });
  // behind a load balancer (production) the public scheme and host come from X-Forwarded-*
  provider.proxy = ctx.config.production;
  // without PUBLIC_URL, signing in works at whatever address the browser used (issue 30 point 6)
  if (followsBrowserAddress(ctx)) allowReturnToRequestOrigin(provider);
  provider.on('server_error', (_c, err) => ctx.log.error({ err }, 'oidc provider error'));
  return provider;
}
