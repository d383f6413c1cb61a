import { ADMIN_CALLS, companyDetailsSchema, MSG } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { bearerToken, callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { saveCompanyDetails } from '../../../services/company/save-company-details.ts';

/** POST /api/Admin/Auth/SaveDetails: first-time company registration; the result is the caller's (still valid) token. */
export function saveDetailsRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    ADMIN_CALLS.saveDetails.path,
    { config: { access: 'session' }, schema: { body: companyDetailsSchema } },
    async (request) => {
      await saveCompanyDetails(ctx.db, callerOf(request), request.body);
      return ok({ token: bearerToken(request)! }, MSG.companyUpdated);
    },
  );
}
