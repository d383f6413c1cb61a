import Provider from 'oidc-provider';

/** Where the web app asks to be sent back after sign-in and after sign-out (apps/web oidc-client.ts). */
const RETURN_PATHS = { signIn: '/manage/manage-session', signOut: '/' } as const;

/** A URL's origin, or null when it is none (URL.parse is not in Node 20). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The address the request came to: scheme and Host (koa's ctx.origin is the Origin header instead). */
export const requestOrigin = (koa: { protocol: string; host: string }) => originOf(`${koa.protocol}://${koa.host}`);

/** True when the URL is exactly the product's own path at the address this request came to. */
function atRequestOrigin(value: string, path: string): boolean {
  const current = Provider.ctx;
  const origin = current ? requestOrigin(current) : null;
  return !!origin && value === `${origin}${path}`;
}

/**
 * Without PUBLIC_URL (npm start, a LAN trial), the web app may be opened at localhost, 127.0.0.1
 * or a LAN name (issue 30 point 6): besides the registered addresses, the client may then return
 * to the web app's own sign-in and sign-out pages at the very address the browser is talking to.
 * The authorization code still goes only to the origin that asked for it (and needs its PKCE
 * verifier), so a forged Host can only send a code back to whoever forged it. Never used with
 * PUBLIC_URL set or in production: there the registered addresses alone count.
 */
export function allowReturnToRequestOrigin(provider: Provider): void {
  const proto = provider.Client.prototype;
  const registered = proto.redirectUriAllowed;
  const registeredLogout = proto.postLogoutRedirectUriAllowed;
  proto.redirectUriAllowed = function (value: string) {
    return registered.call(this, value) || atRequestOrigin(value, RETURN_PATHS.signIn);
  };
  proto.postLogoutRedirectUriAllowed = function (value: string) {
    return registeredLogout.call(this, value) || atRequestOrigin(value, RETURN_PATHS.signOut);
  };
}
