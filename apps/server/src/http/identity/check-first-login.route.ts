import { IDENTITY_CALLS, checkFirstLoginRequestSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { ok } from '../envelope.ts';
import { checkFirstLogin } from '../../services/identity/check-first-login.ts';

/** POST /api/Admin/Auth/CheckFirstLogin {email, accessToken}: the provider's token for the app's bearer token. */
export function checkFirstLoginRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    IDENTITY_CALLS.checkFirstLogin.path,
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: checkFirstLoginRequestSchema },
    },
    async (request) => ok(await checkFirstLogin(ctx, request.body)),
  );
}
