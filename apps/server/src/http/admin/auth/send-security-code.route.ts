import { ADMIN_CALLS, sendSecurityCodeServerQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { sendSecurityCode } from '../../../services/pin/send-security-code.ts';

/** GET /api/Admin/Auth/SendSecurityCode[?phoneNumber=+61412345678]: texts a new security PIN; the message is 'Success'. */
export function sendSecurityCodeRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    ADMIN_CALLS.sendSecurityCode.path,
    { config: { access: 'session' }, schema: { querystring: sendSecurityCodeServerQuerySchema } },
    async (request) => {
      const sent = await sendSecurityCode(ctx, callerOf(request), request.query.phoneNumber);
      return ok(sent, 'Success');
    },
  );
}
