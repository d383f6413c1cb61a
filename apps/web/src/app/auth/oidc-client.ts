import type { PublicConfig } from '../config/public-config';
import { SIGNED_OUT_PARAM } from '@paperbridge/contracts';
import { takeSignedOutReason } from '../session/signed-out-reason';
import { LS, SS } from '../session/storage-keys';
import { codeChallenge, randomString } from './pkce';
import { signInAddressElsewhere, wrongAddressMessage } from './sign-in-address';

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
}

export interface TokenSet {
  access_token: string;
  id_token?: string;
}

let discoveryCache: { authority: string; doc: Promise<Discovery> } | null = null;

export function discover(authority: string): Promise<Discovery> {
  if (discoveryCache?.authority !== authority) {
    const base = authority.replace(/\/$/, '');
    const doc = fetch(`${base}/.well-known/openid-configuration`).then((r) => {
      if (!r.ok) throw new Error(`Identity provider discovery failed (${r.status})`);
      return r.json() as Promise<Discovery>;
    });
    discoveryCache = { authority, doc };
    doc.catch(() => (discoveryCache = null));
  }
  return discoveryCache.doc;
}

export const redirectUri = () => `${window.location.origin}/manage/manage-session`;

/** Builds the authorize URL (authorization code + PKCE) and remembers state and verifier for the return. */
export async function buildAuthorizeUrl(config: PublicConfig, opts: { create?: boolean } = {}): Promise<string> {
  const { authorization_endpoint } = await discover(config.authority);
  const state = randomString(16);
  const verifier = randomString(48);
  sessionStorage.setItem(SS.oidcState, state);
  sessionStorage.setItem(SS.oidcVerifier, verifier);
  const url = new URL(authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await codeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (opts.create) url.searchParams.set('prompt', 'create');
  // the built-in provider's sign-in page says why this tab was signed out; other providers ignore it
  const reason = takeSignedOutReason();
  if (reason && !opts.create) url.searchParams.set(SIGNED_OUT_PARAM, reason);
  return url.toString();
}

export async function startSignIn(config: PublicConfig, opts: { create?: boolean } = {}): Promise<void> {
  // at another address than PUBLIC_URL the page's security policy would block the provider ("Failed to fetch")
  const elsewhere = signInAddressElsewhere(config);
  if (elsewhere) throw new Error(wrongAddressMessage(elsewhere));
  window.location.assign(await buildAuthorizeUrl(config, opts));
}

/** Exchanges the returned code at the token endpoint (public client, no secret). */
export async function completeSignIn(config: PublicConfig, code: string, state: string): Promise<TokenSet> {
  const expected = sessionStorage.getItem(SS.oidcState);
  const verifier = sessionStorage.getItem(SS.oidcVerifier);
  if (!expected || expected !== state || !verifier)
    throw new Error('The sign-in response does not match this browser session.');
  sessionStorage.removeItem(SS.oidcState);
  sessionStorage.removeItem(SS.oidcVerifier);
  const { token_endpoint } = await discover(config.authority);
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(),
    client_id: config.clientId,
    code_verifier: verifier,
  });
  const res = await fetch(token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const tokens = (await res.json().catch(() => ({}))) as Partial<TokenSet> & {
    error_description?: string;
    error?: string;
  };
  if (!res.ok || !tokens.access_token)
    throw new Error(tokens.error_description ?? tokens.error ?? `Token exchange failed (${res.status})`);
  if (tokens.id_token) localStorage.setItem(LS.idToken, tokens.id_token);
  return { access_token: tokens.access_token, id_token: tokens.id_token };
}

/** End-session URL at the provider, or null when it has none. */
export async function buildEndSessionUrl(config: PublicConfig, idToken: string | null): Promise<string | null> {
  const { end_session_endpoint } = await discover(config.authority);
  if (!end_session_endpoint) return null;
  const url = new URL(end_session_endpoint);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', `${window.location.origin}/`);
  url.searchParams.set('client_id', config.clientId);
  return url.toString();
}
