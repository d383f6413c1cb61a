/**
 * The OAuth 2 token endpoint as Xero and Intuit document it (RFC 6749 §4.1.3 and §6): a form POST
 * with the client's id and secret in HTTP Basic auth, answering access_token, refresh_token and
 * expires_in. Both rotate the refresh token, so the caller must keep the one returned each time.
 */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export type TokenOutcome =
  | { ok: true; tokens: TokenSet; raw: Record<string, unknown> }
  /** invalid_grant: the code or refresh token is used, expired or revoked (the user must connect again); invalid_client: wrong id or secret */
  | { ok: false; kind: 'invalid_grant' | 'invalid_client' | 'unavailable'; message: string };

export interface TokenClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function requestTokens(client: TokenClient, form: Record<string, string>): Promise<TokenOutcome> {
  let res: Response;
  try {
    res = await fetch(client.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: basic(client.clientId, client.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(client.timeoutMs ?? 20_000),
    });
  } catch (e) {
    return { ok: false, kind: 'unavailable', message: `The token endpoint did not answer: ${(e as Error).message}` };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok && typeof body.access_token === 'string') {
    const expiresIn = Number(body.expires_in ?? 1800);
    return {
      ok: true,
      raw: body,
      tokens: {
        accessToken: body.access_token,
        refreshToken: String(body.refresh_token ?? form.refresh_token ?? ''),
        expiresAt: new Date(Date.now() + expiresIn * 1000),
      },
    };
  }
  const error = String(body.error ?? '');
  const described = body.error_description
    ? `${error}: ${String(body.error_description)}`
    : error || `HTTP ${res.status}`;
  if (error === 'invalid_grant') return { ok: false, kind: 'invalid_grant', message: described };
  if (error === 'invalid_client' || error === 'unauthorized_client' || res.status === 401)
    return { ok: false, kind: 'invalid_client', message: described };
  return { ok: false, kind: 'unavailable', message: described };
}

/** The authorisation code the provider sent the user back with, for the first tokens. */
export const exchangeAuthorizationCode = (client: TokenClient, code: string, redirectUri: string) =>
  requestTokens(client, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** A new access token (and a new refresh token: both providers rotate it). */
export const refreshAccessToken = (client: TokenClient, refreshToken: string) =>
  requestTokens(client, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** The URL the user is sent to (authorization code grant). */
export function authorizationUrl(
  authorizeUrl: string,
  p: { clientId: string; redirectUri: string; scope: string; state: string },
): string {
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope,
    state: p.state,
  }).toString();
  return url.toString();
}
