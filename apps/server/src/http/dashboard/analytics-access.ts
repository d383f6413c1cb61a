import type { AnalyticsModule } from '@paperbridge/contracts';

/**
 * Options of the DA and IG calls: a PIN-verified session of a company with that module (403
 * without it; the check is the access-control hook's, see access-control.ts).
 */
export function analyticsAccess(module: AnalyticsModule) {
  return { config: { access: 'admin' as const, module } };
}
