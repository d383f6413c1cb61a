import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * True for a request from this machine straight to the server: the socket's peer is a loopback
 * address (never a forwarded header) and no proxy says it forwarded it (a reverse proxy on the same
 * machine connects from loopback on behalf of anyone).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] || h['forwarded'] || h['x-real-ip']) return false;
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const family = net.isIP(peer);
  return family === 4 ? loopback.check(peer, 'ipv4') : family === 6 ? loopback.check(peer, 'ipv6') : false;
}
