import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../envelope.ts';
import { oidcClientSettings } from '../../services/identity/oidc-client-settings.ts';
import { isLocalRequest } from '../dev/local-request.ts';

/** GET /api/Public/Config: what the web app needs before sign-in (provider, session timings, dev tools, the AI site). */
export function getConfigRoute(app: AppInstance, ctx: AppContext) {
  app.get('/api/Public/Config', { config: { access: 'public' } }, async (request) => {
    const oidc = oidcClientSettings(ctx.config);
    return ok({
      authority: oidc.authority,
      clientId: oidc.clientId,
      scope: oidc.scope,
      // the outbox link shows only where the outbox answers: on this machine
      devTools: ctx.config.devTools && isLocalRequest(request),
      ...ctx.config.session,
      // the external redirect page of the legal (DA) and medicine (IG) links
      aiSiteUrl: ctx.config.aiSiteUrl,
    });
  });
}
