import { BILLING_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { ok } from '../envelope.ts';
import { applyPaymentEvent } from '../../services/payments/apply-payment-event.ts';
import { paymentProviderFor } from '../../services/payments/payment-provider-for.ts';

export const STRIPE_WEBHOOK_PATH = BILLING_CALLS.stripeWebhook.path;

/**
 * POST /api/payments/stripe/webhook: Stripe's events. The signature is checked over the exact
 * bytes received (so this scope keeps the body as text); one that does not verify is a 400 and
 * changes nothing. A verified event is applied once (its id); Stripe retries on anything but 2xx.
 */
export async function stripeWebhookRoute(app: AppInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { config: { access: 'public' } }, async (request, reply) => {
      const provider = paymentProviderFor(ctx.config);
      if (provider?.kind !== 'stripe' || !provider.verifyWebhook)
        return reply.code(404).send({ code: 404, message: 'Not found', result: null });
      const signature = request.headers['stripe-signature'];
      const event = provider.verifyWebhook(
        typeof request.body === 'string' ? request.body : '',
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (!event)
        return reply.code(400).send({ code: 400, message: 'The Stripe-Signature does not verify.', result: null });
      const applied = await applyPaymentEvent(ctx.db, event);
      ctx.log.info({ eventId: event.id, type: event.providerType, outcome: applied.outcome }, 'stripe event');
      return ok({ received: true, outcome: applied.outcome });
    });
  });
}
