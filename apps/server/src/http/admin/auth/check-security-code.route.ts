import { ADMIN_CALLS, checkSecurityCodeQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { checkSecurityCode } from '../../../services/pin/check-security-code.ts';

/** GET /api/Admin/Auth/CheckSecurityCode?code=: result true once the PIN matches (this session is then PIN-verified). */
export function checkSecurityCodeRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    ADMIN_CALLS.checkSecurityCode.path,
    { config: { access: 'session' }, schema: { querystring: checkSecurityCodeQuerySchema } },
    async (request) => {
      const check = await checkSecurityCode(ctx, callerOf(request), request.query.code);
      return ok(check.verified, check.message);
    },
  );
}
