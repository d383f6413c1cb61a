import { INTEGRATION_CALLS, INTEGRATION_MSG, setAccountingDetailsSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { saveIntegrationDetails } from '../../services/integrations/save-integration-details.ts';

/**
 * The setup's last step (spec 002 §4 step 5): Connect saves the chosen customer, account type and tax
 * type with POST SetXeroDetails or SetQuickBookDetail, answered with that service's success toast.
 */
export function setIntegrationDetailsRoutes(app: AppInstance, ctx: AppContext) {
  for (const [{ path }, code, message] of [
    [INTEGRATION_CALLS.setXeroDetails, 'XERO', INTEGRATION_MSG.xeroConfigured],
    [INTEGRATION_CALLS.setQuickBookDetail, 'QUICKBOOK', INTEGRATION_MSG.quickBooksConfigured],
  ] as const) {
    app.post(path, { ...icrAccess(ctx), schema: { body: setAccountingDetailsSchema } }, async (request) => {
      if (request.body.serviceCode !== code) throw invalidField('serviceCode', INTEGRATION_MSG.failed);
      return ok(await saveIntegrationDetails(ctx, callerOf(request), request.body), message);
    });
  }
}
