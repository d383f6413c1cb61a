import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The same server serves the built web app at `/`, with the SPA's routes falling back to index.html. */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  // serve: false: the plugin only gives reply.sendFile; the one route below (which declares its access) serves every file
  await app.register(fastifyStatic, { root: webDist, serve: false, index: false, maxAge: '1h', immutable: false });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const p = request.url.split('?')[0]!;
    if (p.startsWith('/api/') || p.startsWith('/oidc/')) {
      return reply.status(404).send({ code: 404, message: `Route ${request.method} ${p} not found`, result: null });
    }
    const file = path.join(webDist, path.normalize(p).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(
        path.relative(webDist, file),
        p.startsWith('/assets/') ? { maxAge: '365d', immutable: true } : {},
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
