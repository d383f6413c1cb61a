import type Provider from 'oidc-provider';
import type { AppContext } from '../../../context/app-context.ts';
import { createOidcProvider, type OidcProviderPages } from './create-oidc-provider.ts';

const providers = new WeakMap<AppContext, Promise<Provider>>();
const pagesOf = new WeakMap<AppContext, OidcProviderPages>();

/**
 * The HTTP mount hands in the provider's pages before anything asks for the provider; set later, they
 * would silently never be used, so that is refused.
 */
export function setOidcProviderPages(ctx: AppContext, pages: OidcProviderPages): void {
  if (pagesOf.get(ctx) === pages) return;
  if (providers.has(ctx))
    throw new Error('the OpenID Connect provider pages must be set before the provider is first used');
  pagesOf.set(ctx, pages);
}

/** One provider per app context, made on first use (the HTTP mount, CheckFirstLogin). */
export function getOidcProvider(ctx: AppContext): Promise<Provider> {
  if (ctx.config.oidc.kind !== 'builtin')
    throw new Error('the built-in OpenID Connect provider is off: OIDC_ISSUER is set');
  let p = providers.get(ctx);
  if (!p) {
    p = createOidcProvider(ctx, pagesOf.get(ctx));
    providers.set(ctx, p);
    p.catch(() => providers.delete(ctx));
  }
  return p;
}
