import { BILLING_CALLS, billingDetailsQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { billingDetails } from '../../services/billing/billing-details.ts';

/** GET /api/admin/Billing/GetBillingDetails?page&pageSize: balance, top-up amounts, the ledger page, payments. */
export function getBillingDetailsRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    BILLING_CALLS.getBillingDetails.path,
    { config: { access: 'admin' }, schema: { querystring: billingDetailsQuerySchema } },
    async (request) => ok(await billingDetails(ctx, callerOf(request), request.query)),
  );
}
