import {
  INTEGRATION_CALLS,
  accountingCallbackSchema,
  accountingCredentialsSchema,
  INTEGRATION_MSG,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { completeAuthorization, startAuthorization } from '../../services/integrations/authorize-integration.ts';

/**
 * Connecting Xero or QuickBooks (spec 002 §4 Integration setup, steps 1-3): Connect fetches the
 * provider's authorisation URL, the user authorises there, and the return is completed by the
 * callback. The auth-URL calls are POSTs for both services (the spec
 * gives QuickBook's as POST and no verb for Xero's): they carry the client secret, which must not
 * sit in a URL or an access log. The callbacks are GETs with the provider's code, state and realmId.
 */
export function authorizeIntegrationRoutes(app: AppInstance, ctx: AppContext) {
  for (const [{ path }, code] of [
    [INTEGRATION_CALLS.getXeroAuthUrl, 'XERO'],
    [INTEGRATION_CALLS.getQuickBookAuthUrl, 'QUICKBOOK'],
  ] as const) {
    app.post(path, { ...icrAccess(ctx), schema: { body: accountingCredentialsSchema } }, async (request) => {
      if (request.body.serviceCode !== code) throw invalidField('serviceCode', INTEGRATION_MSG.failed);
      return ok(await startAuthorization(ctx, callerOf(request), request.body));
    });
  }
  for (const [{ path }, code] of [
    [INTEGRATION_CALLS.getXeroCallBack, 'XERO'],
    [INTEGRATION_CALLS.getQuickBookCallBack, 'QUICKBOOK'],
  ] as const) {
    app.get(path, { ...icrAccess(ctx), schema: { querystring: accountingCallbackSchema } }, async (request) =>
      ok(await completeAuthorization(ctx, callerOf(request), code, request.query)),
    );
  }
}
