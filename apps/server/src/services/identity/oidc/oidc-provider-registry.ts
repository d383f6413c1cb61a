import type Provider from 'oidc-provider';
import type { AppContext } from '../../../app-context.ts';
import { createOidcProvider } from './create-oidc-provider.ts';

const providers = new WeakMap<AppContext, Promise<Provider>>();

/** One provider per app context, made on first use (the HTTP mount, CheckFirstLogin). */
export function getOidcProvider(ctx: AppContext): Promise<Provider> {
  if (ctx.config.oidc.kind !== 'builtin') throw new Error('the built-in OpenID Connect provider is off: OIDC_ISSUER is set');
  let p = providers.get(ctx);
  if (!p) {
    p = createOidcProvider(ctx);
    providers.set(ctx, p);
    p.catch(() => providers.delete(ctx));
  }
  return p;
}
