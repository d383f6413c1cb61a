import net from 'node:net';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** the header that carries DEV_TOOLS_KEY */
export const DEV_TOOLS_KEY_HEADER = 'x-dev-tools-key';

/**
 * Whether the development tools (the outbox: every tenant's PINs and links) answer this request.
 * Headers cannot prove a request is local (a tunnel or port forward on this machine adds none),
 * so without the operator key the answer rests on where the server listens: bound to loopback,
 * nothing but this machine can connect. The peer and forwarding checks stay as a second fence for
 * a reverse proxy on the same machine; they never grant access on their own.
 */
export function devToolsAllowed(
  config: Pick<Config, 'devTools' | 'devToolsKey' | 'listensOnLoopback'>,
  request: FastifyRequest,
): boolean {
  if (!config.devTools) return false;
  if (config.devToolsKey && keyMatches(request.headers[DEV_TOOLS_KEY_HEADER], config.devToolsKey)) return true;
  return config.listensOnLoopback && peerIsLoopback(request) && !forwarded(request);
}

function keyMatches(given: string | string[] | undefined, key: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(key));
}

function forwarded(request: FastifyRequest): boolean {
  const h = request.headers;
  return Boolean(h['x-forwarded-for'] || h['forwarded'] || h['x-real-ip'] || h['via']);
}

function peerIsLoopback(request: FastifyRequest): boolean {
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const family = net.isIP(peer);
  return family === 4 ? loopback.check(peer, 'ipv4') : family === 6 ? loopback.check(peer, 'ipv6') : false;
}
