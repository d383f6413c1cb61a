import { BILLING_CALLS, createTopUpRequestSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { startTopUp } from '../../services/payments/start-top-up.ts';
import { requestPublicUrl } from '../request-public-url.ts';

/** POST /api/admin/Billing/CreateTopUp {amount}: the checkout to pay at (Stripe Checkout or the test-payment page). */
export function createTopUpRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    BILLING_CALLS.createTopUp.path,
    { config: { access: 'admin' }, schema: { body: createTopUpRequestSchema } },
    async (request) =>
      ok(await startTopUp(ctx, callerOf(request), request.body.amount, requestPublicUrl(ctx.config, request))),
  );
}
