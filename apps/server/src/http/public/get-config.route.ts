import { PUBLIC_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { ok } from '../envelope.ts';
import { oidcClientSettings } from '../../services/identity/oidc-client-settings.ts';
import { devToolsAllowed } from '../dev/local-request.ts';
import { requestPublicUrl } from '../request-public-url.ts';

/** GET /api/Public/Config: what the web app needs before sign-in (provider, session timings, dev tools, the AI site). */
export function getConfigRoute(app: AppInstance, ctx: AppContext) {
  app.get(PUBLIC_CALLS.getConfig.path, { config: { access: 'public' } }, async (request, reply) => {
    const oidc = oidcClientSettings(ctx.config, requestPublicUrl(ctx.config, request));
    // the answer depends on the Host it was asked at: never kept by a cache for another address
    void reply.header('cache-control', 'no-store');
    return ok({
      authority: oidc.authority,
      clientId: oidc.clientId,
      scope: oidc.scope,
      // PUBLIC_URL: the one address sign-in works at; the page tells a browser elsewhere to go there
      publicUrl: ctx.config.publicUrlSet ? ctx.config.publicUrl : null,
      // the outbox link shows only where the outbox answers: on this machine
      devTools: devToolsAllowed(ctx.config, request),
      ...ctx.config.session,
      // the external redirect page of the legal (DA) and medicine (IG) links
      aiSiteUrl: ctx.config.aiSiteUrl,
    });
  });
}
