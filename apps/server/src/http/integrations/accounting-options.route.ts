import {
  INTEGRATION_CALLS,
  accountingCredentialsSchema,
  accountingTypesQuerySchema,
  organisationsQuerySchema,
  setOrganisationSchema,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { listAccountingOptions } from '../../services/integrations/integration-options.ts';
import { chooseOrganisation, listOrganisations } from '../../services/integrations/integration-organisations.ts';

/**
 * The choices offered once the service is authorised (spec 002 §4 step 4), read from the connected
 * organisation: POST GetAccountingCustomers and GetTaxType, GET GetAccountingtypes; each a {code, value} list.
 */
export function accountingOptionsRoutes(app: AppInstance, ctx: AppContext) {
  app.post(
    INTEGRATION_CALLS.getAccountingCustomers.path,
    { ...icrAccess(ctx), schema: { body: accountingCredentialsSchema } },
    async (request) => ok(await listAccountingOptions(ctx, callerOf(request), request.body, 'customers')),
  );
  app.post(
    INTEGRATION_CALLS.getTaxType.path,
    { ...icrAccess(ctx), schema: { body: accountingCredentialsSchema } },
    async (request) => ok(await listAccountingOptions(ctx, callerOf(request), request.body, 'taxTypes')),
  );
  // beyond the spec: the accounts an Expense Receipt mapping's receipts may be paid from (docs/delivery.md)
  app.post(
    INTEGRATION_CALLS.getPaymentAccounts.path,
    { ...icrAccess(ctx), schema: { body: accountingCredentialsSchema } },
    async (request) => ok(await listAccountingOptions(ctx, callerOf(request), request.body, 'paymentAccounts')),
  );
  // beyond the spec: a grant that reaches several Xero organisations lets the user pick one (docs/delivery.md)
  app.post(
    INTEGRATION_CALLS.getOrganisations.path,
    { ...icrAccess(ctx), schema: { body: organisationsQuerySchema } },
    async (request) => ok(await listOrganisations(ctx, callerOf(request), request.body)),
  );
  app.post(
    INTEGRATION_CALLS.setOrganisation.path,
    { ...icrAccess(ctx), schema: { body: setOrganisationSchema } },
    async (request) => ok(await chooseOrganisation(ctx, callerOf(request), request.body)),
  );
  app.get(
    INTEGRATION_CALLS.getAccountingtypes.path,
    { ...icrAccess(ctx), schema: { querystring: accountingTypesQuerySchema } },
    async (request) => {
      const { Email, ConfigName, ServiceCode } = request.query;
      // without a mapping named there is no organisation to ask: nothing to offer yet
      if (!Email || !ConfigName || !ServiceCode) return ok([]);
      return ok(
        await listAccountingOptions(
          ctx,
          callerOf(request),
          { email: Email, configName: ConfigName, serviceCode: ServiceCode },
          'accounts',
        ),
      );
    },
  );
}
