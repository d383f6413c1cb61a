import { IDENTITY_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { revokeSession } from '../../services/sessions/revoke-sessions.ts';

/** POST /api/Admin/Auth/Logout: ends this app session (the web app then signs out at the provider). */
export function logoutRoute(app: AppInstance, ctx: AppContext) {
  app.post(IDENTITY_CALLS.logout.path, { config: { access: 'session' } }, async (request) => {
    await revokeSession(ctx.db, callerOf(request).sessionId);
    return ok(null, 'You have been signed out.');
  });
}
