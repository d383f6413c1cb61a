import type { CheckFirstLoginResult } from '@paperbridge/contracts';

/**
 * Where manage-session sends the user (spec 002 §4 Login routing, with the
 * product's order: company details → features → security PIN → dashboard).
 * A company without a client ("a non-supplier") lands on Manage Clients to add
 * its first one; without the ICR module that screen sends it on to the dashboard.
 */
export function routeAfterLogin(
  r: Pick<CheckFirstLoginResult, 'email_verified' | 'firstLogin' | 'isFeature' | 'pinVerified' | 'isSupplier'>,
  loggedIn: boolean,
): string {
  if (!r.email_verified || r.firstLogin) return '/auth/configure-company-details';
  if (!r.isFeature) return '/auth/features';
  if (!r.pinVerified || !loggedIn) return '/auth/configure-security-service';
  return r.isSupplier ? '/admin/dashboard' : '/admin/manage-client';
}
