import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** the request whose body a socket's idle timer is watching (a kept-alive socket carries one request after another) */
const watching = new WeakMap<Socket, IncomingMessage>();

const envelope = JSON.stringify({
  code: 408,
  message: 'The request body stopped arriving before its announced length; the connection is closed.',
  result: null,
});
const TIMEOUT_RESPONSE = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(envelope)}\r\n\r\n${envelope}`;

/**
 * A request whose body stops arriving for `idleMs` (a Content-Length larger than what is sent, a
 * stalled client) is answered 408 and its connection closed, instead of holding a socket and a
 * handler until the client goes away. Only silence counts: a slow upload whose bytes keep coming is
 * never cut by it (the whole request's bound is Fastify's requestTimeout). The socket's idle timer
 * runs only until the body has been read; a body that has fully arrived is never cut, however long
 * the handler takes before or after reading it.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const announced = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!announced || raw.complete) return done();
    const socket = raw.socket;
    // a listener on the response keeps Node's server from destroying the socket itself when the timer fires
    const onTimeout = () => {
      if (raw.complete) return;
      request.log.info({ idleMs }, 'request body stalled; connection closed');
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(TIMEOUT_RESPONSE, () => socket.destroy());
    };
    const clear = () => {
      reply.raw.off('timeout', onTimeout);
      if (watching.get(socket) !== raw) return;
      watching.delete(socket);
      // back to the server's own idle timeout (Fastify's connectionTimeout, 0 = none)
      socket.setTimeout((socket as { server?: { timeout?: number } }).server?.timeout ?? 0);
    };
    reply.raw.on('timeout', onTimeout);
    watching.set(socket, raw);
    socket.setTimeout(idleMs);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    done();
  });
}
