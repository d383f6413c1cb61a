import { Navigate, Outlet, useLocation } from 'react-router';
import { getToken, isLoggedIn } from '../session/session-store';
import { guardRedirect } from './guard-rules';

/** Applies guard-rules.ts to every route (see the rules there). */
export function RouteGuard() {
  const { pathname } = useLocation();
  const to = guardRedirect(pathname, { loggedIn: isLoggedIn(), token: !!getToken() });
  return to ? <Navigate to={to} replace /> : <Outlet />;
}
