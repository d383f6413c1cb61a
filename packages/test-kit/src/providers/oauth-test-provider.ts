import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server saw it, for tests that check headers and bodies. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface TestGrant {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  revoked: boolean;
}

/**
 * The OAuth 2 part both providers document: GET /authorize sends the user straight back with a code
 * (a test stands in for the consent screen), POST /token takes the code once and a refresh token once
 * (rotation: the old one is refused afterwards), with client id and secret in HTTP Basic auth.
 * `revoke()` withdraws every grant as a user does from the provider's connected-apps page.
 */
export function createOAuthTestProvider(opts: {
  clientId: string;
  clientSecret: string;
  accessTtlSeconds?: number;
  callbackExtras?: () => Record<string, string>;
}) {
  const codes = new Map<string, string>();
  const grants: TestGrant[] = [];
  const requests: RecordedRequest[] = [];
  const state = { accessTtlSeconds: opts.accessTtlSeconds ?? 1800 };
  const token = () => randomBytes(16).toString('hex');

  const issue = (): TestGrant => {
    const g = {
      accessToken: `at_${token()}`,
      refreshToken: `rt_${token()}`,
      accessExpiresAt: Date.now() + state.accessTtlSeconds * 1000,
      revoked: false,
    };
    grants.push(g);
    return g;
  };
  const answer = (g: TestGrant) => ({
    access_token: g.accessToken,
    refresh_token: g.refreshToken,
    expires_in: state.accessTtlSeconds,
    token_type: 'Bearer',
  });

  /** a code the consent screen would hand out */
  const issueCode = (redirectUri: string) => {
    const code = `code_${token()}`;
    codes.set(code, redirectUri);
    return code;
  };

  function handleAuthorize(url: URL, res: http.ServerResponse) {
    const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
    redirect.searchParams.set('code', issueCode(redirect.toString()));
    redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
    for (const [k, v] of Object.entries(opts.callbackExtras?.() ?? {})) redirect.searchParams.set(k, v);
    res.writeHead(302, { location: redirect.toString() }).end();
  }

  function handleToken(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const json = (status: number, b: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
    const form = new URLSearchParams(body);
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!codes.has(code)) return json(400, { error: 'invalid_grant' });
      codes.delete(code);
      return json(200, answer(issue()));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const g = grants.find((x) => x.refreshToken === form.get('refresh_token') && !x.revoked);
      if (!g) return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      g.revoked = true;
      return json(200, answer(issue()));
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  /** null: the bearer token is unknown, revoked or expired (the API answers 401) */
  const bearer = (req: http.IncomingMessage) => {
    const t = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return grants.find((g) => g.accessToken === t && !g.revoked && g.accessExpiresAt > Date.now()) ?? null;
  };

  return {
    requests,
    grants,
    state,
    issueCode,
    bearer,
    revoke: () => grants.forEach((g) => (g.revoked = true)),
    /** the access token of every grant runs out now (a refresh still works) */
    expireAccessTokens: () => grants.forEach((g) => (g.accessExpiresAt = Date.now() - 1)),
    /** serves /authorize and /token, hands the rest to the API */
    serve(api: (req: http.IncomingMessage, url: URL, body: string, res: http.ServerResponse) => void) {
      const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          requests.push({
            method: req.method ?? '',
            path: url.pathname,
            query: url.searchParams,
            headers: req.headers,
            body,
          });
          if (url.pathname === '/authorize') return handleAuthorize(url, res);
          if (url.pathname === '/token' && req.method === 'POST') return handleToken(req, body, res);
          if (!bearer(req))
            return res
              .writeHead(401, { 'content-type': 'application/json' })
              .end(JSON.stringify({ Title: 'Unauthorized', Detail: 'TokenExpired' }));
          api(req, url, body, res);
        });
      });
      return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve({
            url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
            close: () => new Promise<void>((r) => server.close(() => r())),
          }),
        ),
      );
    },
  };
}
