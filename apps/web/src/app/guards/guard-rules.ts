/**
 * Which routes need a signed-in user, and where the others are sent (spec 000 §5, spec 002 §6).
 *
 * - /admin, /manage and /success need localStorage loggedIn, otherwise the
 *   user goes to /auth/configure-security-service.
 * - Exception: /manage/manage-session is the routing hub that runs right after
 *   the identity provider returns (before any PIN), so it is never guarded; it
 *   decides where the user goes itself.
 * - /auth/* screens other than /auth/login need the app token from
 *   CheckFirstLogin; without one the user goes back to the landing page /.
 */
export const SECURITY_SERVICE = '/auth/configure-security-service';
export const MANAGE_SESSION = '/manage/manage-session';

export function needsLoggedIn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === MANAGE_SESSION) return false;
  return ['/admin', '/manage', '/success', '/prepayment-alert'].some((p) => path === p || path.startsWith(`${p}/`));
}

export function guardRedirect(pathname: string, state: { loggedIn: boolean; token: boolean }): string | null {
  if (needsLoggedIn(pathname)) return state.loggedIn ? null : SECURITY_SERVICE;
  const path = pathname.toLowerCase();
  if (path.startsWith('/auth/') && path !== '/auth/login' && !state.token) return '/';
  return null;
}
