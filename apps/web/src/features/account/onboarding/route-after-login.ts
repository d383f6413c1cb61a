import type { CheckFirstLoginResult } from '@paperbridge/contracts';

/**
 * Where manage-session sends the user (spec 002 §4 Login routing, with the
 * product's order: company details → features → security PIN → dashboard).
 */
export function routeAfterLogin(
  r: Pick<CheckFirstLoginResult, 'email_verified' | 'firstLogin' | 'isFeature' | 'pinVerified'>,
  loggedIn: boolean,
): string {
  if (!r.email_verified || r.firstLogin) return '/auth/configure-company-details';
  if (!r.isFeature) return '/auth/features';
  if (!r.pinVerified || !loggedIn) return '/auth/configure-security-service';
  return '/admin/dashboard';
}
