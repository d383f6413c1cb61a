import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { getPaymentStatus } from '../../../services/billing/get-payment-status.ts';

/** GET /api/admin/User/PaymentStatus: status, availableBalance, minBalanceRequired, warningBalance, currency. */
export function paymentStatusRoute(app: AppInstance, ctx: AppContext) {
  app.get(ADMIN_CALLS.paymentStatus.path, { config: { access: 'admin' } }, async (request) =>
    ok(await getPaymentStatus(ctx, callerOf(request))),
  );
}
