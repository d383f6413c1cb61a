import { BILLING_CALLS, completeTestCheckoutRequestSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { completeTestCheckout, getTestCheckout } from '../../services/payments/complete-test-checkout.ts';
import { requestPublicUrl } from '../request-public-url.ts';

/**
 * The embedded provider's test-payment page (no payment provider configured): GET TestCheckout?id
 * shows what is paid, POST CompleteTestCheckout pays it (or declines the card). Only for the
 * checkout's own company, so a test payment can credit no one else.
 */
export function testCheckoutRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    BILLING_CALLS.testCheckout.path,
    { config: { access: 'admin' }, schema: { querystring: BILLING_CALLS.testCheckout.query } },
    async (request) => ok(await getTestCheckout(ctx, callerOf(request), request.query.id)),
  );
  app.post(
    BILLING_CALLS.completeTestCheckout.path,
    { config: { access: 'admin' }, schema: { body: completeTestCheckoutRequestSchema } },
    async (request) => {
      const done = await completeTestCheckout(
        ctx,
        callerOf(request),
        request.body.checkoutId,
        request.body.outcome,
        requestPublicUrl(ctx.config, request),
      );
      return ok(done, request.body.outcome === 'paid' ? 'Test payment completed.' : 'The test card was declined.');
    },
  );
}
