import type { RouteRegistrar } from '../route-registrar.ts';

/** Routes of the built-in provider exist only when no external provider is configured. */
export function whenBuiltinProvider(register: RouteRegistrar): RouteRegistrar {
  return (app, ctx) => (ctx.config.oidc.kind === 'builtin' ? register(app, ctx) : undefined);
}
