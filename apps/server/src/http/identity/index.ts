import type { RouteRegistrar } from '../routes.ts';

/** Sign-in: the built-in OpenID Connect provider, its interaction pages, CheckFirstLogin, logout, password. */
export const identityRoutes: RouteRegistrar[] = [];
