import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../envelope.ts';
import { oidcClientSettings } from '../../services/identity/oidc-client-settings.ts';

/** GET /api/Public/Config: what the web app needs before sign-in (provider, session timings, dev tools). */
export function getConfigRoute(app: AppInstance, ctx: AppContext) {
  app.get('/api/Public/Config', { config: { access: 'public' } }, async () => {
    const oidc = oidcClientSettings(ctx.config);
    return ok({
      authority: oidc.authority,
      clientId: oidc.clientId,
      scope: oidc.scope,
      devTools: ctx.config.devTools,
      ...ctx.config.session,
    });
  });
}
