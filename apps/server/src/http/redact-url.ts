import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: a deep link's session token, a one-time hand-over code. */
const SECRET_PARAMS = /^(token|code|access_token|id_token)$/i;

/** The URL with every credential parameter's value replaced, so request logs never hold a usable token. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * The logger Fastify is given: the app's logger whose request serializer writes the URL redacted. Fastify merges
 * a logger instance's `serializers` over its own (lib/logger-factory.js), so the property is all it takes.
 */
export function withRedactedUrls(log: FastifyBaseLogger): FastifyBaseLogger {
  return Object.assign(log.child({}), {
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  });
}
