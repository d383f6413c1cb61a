import * as client from 'openid-client';
import type { AppContext } from '../../../context/app-context.ts';
import { upstreamFailed } from '../../../lib/errors/domain-error.ts';

export interface ExternalIdentity {
  issuer: string;
  sub: string;
  email?: string;
  emailVerified: boolean;
}

const configurations = new WeakMap<AppContext, Promise<client.Configuration>>();

/** Discovery of the configured issuer, once per process (retried after a failure). */
function configurationFor(ctx: AppContext): Promise<client.Configuration> {
  const oidc = ctx.config.oidc;
  if (oidc.kind !== 'external') throw new Error('no external OpenID Connect provider is configured');
  let found = configurations.get(ctx);
  if (!found) {
    const issuer = new URL(oidc.issuer);
    // plain http is accepted only outside production (a local provider in development and tests)
    const insecure = issuer.protocol === 'http:' && !ctx.config.production;
    found = client.discovery(
      issuer,
      oidc.clientId,
      oidc.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    configurations.set(ctx, found);
    found.catch(() => configurations.delete(ctx));
  }
  return found;
}

const isRejection = (err: unknown) =>
  err instanceof client.WWWAuthenticateChallengeError ||
  err instanceof client.ResponseBodyError ||
  (err as { status?: number })?.status === 401;

/**
 * An external provider's access token is checked by the provider itself: its userinfo endpoint
 * answers for a valid token and refuses an expired or forged one (null).
 */
export async function externalIdentityForAccessToken(
  ctx: AppContext,
  accessToken: string,
): Promise<ExternalIdentity | null> {
  let configuration: client.Configuration;
  try {
    configuration = await configurationFor(ctx);
  } catch (err) {
    ctx.log.error({ err }, 'identity provider discovery failed');
    throw upstreamFailed('The identity provider could not be reached. Please try again later.');
  }
  try {
    const info = await client.fetchUserInfo(configuration, accessToken, client.skipSubjectCheck);
    return {
      issuer: configuration.serverMetadata().issuer,
      sub: info.sub,
      email: typeof info.email === 'string' ? info.email : undefined,
      emailVerified: info.email_verified === true,
    };
  } catch (err) {
    if (isRejection(err)) return null;
    ctx.log.error({ err }, 'identity provider userinfo failed');
    throw upstreamFailed('The identity provider could not be reached. Please try again later.');
  }
}
