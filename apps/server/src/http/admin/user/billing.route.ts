import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { ok } from '../../envelope.ts';
import { billingUrl } from '../../../domain/ledger/billing-url.ts';
import { requestPublicUrl } from '../../request-public-url.ts';

/** GET /api/admin/User/Billing: the product's billing page (balance, top-ups, ledger, receipts). */
export function billingRoute(app: AppInstance, ctx: AppContext) {
  app.get(ADMIN_CALLS.billing.path, { config: { access: 'admin' } }, async (request) =>
    ok(billingUrl(ctx.config, requestPublicUrl(ctx.config, request))),
  );
}
