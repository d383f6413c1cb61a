import type { IncomingMessage } from 'node:http';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { getOidcProvider, setOidcProviderPages } from '../../services/identity/oidc/oidc-provider-registry.ts';
import { OIDC_MOUNT_PATH } from '../../services/identity/oidc/create-oidc-provider.ts';
import { providerPages } from './pages/provider-pages.ts';

/**
 * ALL /oidc/*: the built-in OpenID Connect provider (discovery, authorize, token, userinfo, JWKS,
 * end-session), handed the raw request with the mount prefix stripped, the way express mounts it
 * (`originalUrl` keeps the full path so the provider builds its URLs under /oidc). Bodies are left
 * unread for the provider's own parser. Mounted only for the built-in provider (see index.ts).
 * The interaction pages (/oidc/interaction/...) are ordinary Fastify routes: more specific, they win;
 * the provider's own pages (logout, errors) are ours too, handed in before the provider is made.
 */
export async function oidcMountRoute(app: AppInstance, ctx: AppContext) {
  setOidcProviderPages(ctx, providerPages);
  const callback = (await getOidcProvider(ctx)).callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OIDC_MOUNT_PATH}/*`, { config: { access: 'public' } }, (request, reply) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      req.originalUrl = req.url;
      req.url = req.url!.slice(OIDC_MOUNT_PATH.length) || '/';
      void callback(req, reply.raw);
    });
  });
}
