import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie jar and redirect follower: enough of a browser to walk the provider's pages in tests. */
export class Browser {
  private cookies = new Map<string, string>();

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]!) < new Date()),
      );
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** a cookie's value as the browser holds it (for a signed cookie, without its `.sig` partner) */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  /** Follows redirects until a page answers or the browser is sent to `stopAt` (the app's redirect URI). */
  async go(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ res: Response; url: string }> {
    let res = await this.request(url, init);
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      url = new URL(res.headers.get('location')!, url).href;
      if (stopAt && url.startsWith(stopAt)) return { res, url };
      res = await this.request(url);
    }
    return { res, url };
  }

  postForm(url: string, fields: Record<string, string>, stopAt?: string) {
    return this.go(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
      stopAt,
    );
  }
}

export interface Authorization {
  browser: Browser;
  verifier: string;
  state: string;
  /** the page the provider sent the browser to (/oidc/interaction/:uid) */
  pageUrl: string;
  page: string;
  redirectUri: string;
  issuer: string;
}

/** Starts the web app's sign-in: authorization code with PKCE S256, as oidc-client-ts does it. */
export async function startAuthorization(
  baseUrl: string,
  opts: { prompt?: string; browser?: Browser; extra?: Record<string, string> } = {},
): Promise<Authorization> {
  const browser = opts.browser ?? new Browser();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const issuer = `${baseUrl}/oidc`;
  const redirectUri = `${baseUrl}/manage/manage-session`;
  const q = new URLSearchParams({
    client_id: 'paperbridge-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...(opts.prompt ? { prompt: opts.prompt } : {}),
    ...opts.extra,
  });
  const { res, url } = await browser.go(`${issuer}/auth?${q}`, {}, redirectUri);
  return { browser, verifier, state, pageUrl: url, page: await res.text(), redirectUri, issuer };
}

/** The app's redirect carries the code; the token endpoint exchanges it with the PKCE verifier. */
export async function exchangeCode(auth: Authorization, callbackUrl: string) {
  const callback = new URL(callbackUrl);
  if (callback.searchParams.get('state') !== auth.state) throw new Error(`unexpected callback ${callbackUrl}`);
  const res = await fetch(`${auth.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: auth.redirectUri,
      client_id: 'paperbridge-web',
      code_verifier: auth.verifier,
    }).toString(),
  });
  if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { access_token: string; id_token: string; token_type: string; expires_in: number };
}

/** Sign-up (prompt=create) or sign-in through the pages, then the code exchange: the provider's tokens. */
export async function signInThroughPages(baseUrl: string, opts: { email: string; password: string; signUp?: boolean }) {
  const auth = await startAuthorization(baseUrl, { prompt: opts.signUp ? 'create' : undefined });
  const action = `${auth.pageUrl}/${opts.signUp ? 'signup' : 'login'}`;
  const fields: Record<string, string> = opts.signUp
    ? { email: opts.email, password: opts.password, confirmPassword: opts.password }
    : { email: opts.email, password: opts.password };
  const { res, url } = await auth.browser.postForm(action, fields, auth.redirectUri);
  if (!url.startsWith(auth.redirectUri))
    throw new Error(`sign-in did not return to the app (${res.status}): ${await res.text()}`);
  return { auth, tokens: await exchangeCode(auth, url) };
}
