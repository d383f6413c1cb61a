import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';

/** host or host:port, a bracketed IPv6 literal included; anything else (spaces, '@', a path) is not a host */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The product's address as this request's browser knows it (issue 30 point 6). With PUBLIC_URL
 * set (always in production) that address, whatever the request says. Without it (npm start, a
 * LAN trial) the Host the browser sent, so signing in works at localhost, 127.0.0.1 or a LAN name.
 *
 * Trusting Host: the answer only shapes what goes back to the same requester (the sign-in
 * provider's address, redirects, the payment page's link); a forged Host misleads only the one who
 * forged it. Nothing sent to someone else (e-mailed verification and reset links, notifications)
 * uses it: those keep PUBLIC_URL, or http://localhost:PORT when it is unset.
 */
export function requestPublicUrl(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'production'>,
  request: FastifyRequest,
): string {
  if (config.publicUrlSet || config.production) return config.publicUrl;
  const host = request.headers.host ?? '';
  if (!HOST.test(host)) return config.publicUrl;
  // without PUBLIC_URL there is no proxy in front (production needs PUBLIC_URL): the socket decides the scheme
  const scheme = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${scheme}://${host.toLowerCase()}`;
}
