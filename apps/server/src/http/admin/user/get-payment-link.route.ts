import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { billingUrl } from '../../../domain/ledger/billing-url.ts';
import { startTopUp } from '../../../services/payments/start-top-up.ts';
import { requestPublicUrl } from '../../request-public-url.ts';

/**
 * GET /api/admin/User/GetPaymentLink: where to pay now (after the PIN, the prepayment alert): a
 * checkout for the first offered top-up amount; the billing page when no provider is configured.
 */
export function getPaymentLinkRoute(app: AppInstance, ctx: AppContext) {
  app.get(ADMIN_CALLS.getPaymentLink.path, { config: { access: 'admin' } }, async (request) => {
    const productUrl = requestPublicUrl(ctx.config, request);
    if (ctx.config.billing.payments.kind === 'none') return ok(billingUrl(ctx.config, productUrl));
    return ok(await startTopUp(ctx, callerOf(request), ctx.config.billing.topUpAmounts[0]!, productUrl));
  });
}
