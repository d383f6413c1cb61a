import { MAPPING_CALLS, checkNewEmailQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { checkNewEmail } from '../../../services/clients/check-new-email.ts';

/** GET /api/Admin/Map/CheckNewEmail?Email: result true when no client of the company has the e-mail. */
export function checkNewEmailRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.checkNewEmail.path,
    { ...icrAccess(ctx), schema: { querystring: checkNewEmailQuerySchema } },
    async (request) => {
      const { result, message } = await checkNewEmail(ctx.db, callerOf(request), request.query.Email);
      return ok(result, message);
    },
  );
}
