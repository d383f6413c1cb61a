import { INTEGRATION_CALLS, INTEGRATION_MSG, setIntegrationServiceSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { saveIntegrationPartners } from '../../services/integrations/save-integration-partners.ts';

/** POST /api/Admin/Accounting/SetIntegrationService {email, integrationlist}: the partner grid's save ('Data has been saved successfully.'). */
export function setIntegrationServiceRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    INTEGRATION_CALLS.setIntegrationService.path,
    { ...icrAccess(ctx), schema: { body: setIntegrationServiceSchema } },
    async (request) => {
      await saveIntegrationPartners(ctx, callerOf(request), request.body);
      return ok(null, INTEGRATION_MSG.saved);
    },
  );
}
