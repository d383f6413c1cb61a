import { IDENTITY_CALLS, changePasswordRequestSchema, MSG } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { changePassword } from '../../services/identity/change-password.ts';

/** POST /api/admin/User/ChangePassword {currentPassword, password}: the current one proven, the new one set, then logged out everywhere. */
export function changePasswordRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    IDENTITY_CALLS.changePassword.path,
    {
      config: { access: 'admin', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: changePasswordRequestSchema },
    },
    async (request) => {
      await changePassword(ctx, callerOf(request), request.body);
      return ok(null, MSG.passwordUpdated);
    },
  );
}
