import { ADMIN_CALLS, featuresRequestSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { saveFeatures } from '../../../services/company/save-features.ts';

/** POST /api/Admin/Auth/SaveConfigurationDetails {accessModuls}: the features page. */
export function saveConfigurationDetailsRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    ADMIN_CALLS.saveConfigurationDetails.path,
    { config: { access: 'session' }, schema: { body: featuresRequestSchema } },
    async (request) => {
      const accessModuls = await saveFeatures(ctx.db, callerOf(request), request.body.accessModuls);
      return ok({ accessModuls });
    },
  );
}
