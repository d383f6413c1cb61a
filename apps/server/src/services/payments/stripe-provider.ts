import Stripe from 'stripe';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** another API address (tests: the local Stripe-speaking server) */
  apiUrl: string | null;
}

export function stripeClient(s: StripeSettings): Stripe {
  if (!s.apiUrl) return new Stripe(s.secretKey, { maxNetworkRetries: 2 });
  const u = new URL(s.apiUrl);
  return new Stripe(s.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'https:' ? 443 : 80),
    protocol: u.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  });
}

/**
 * Stripe: a Customer per company, a Checkout Session (mode payment, one line of the amount in the
 * company's currency) per top-up. Both calls carry an idempotency key, so a retry after a lost
 * answer makes no second customer or session.
 */
export function stripeProvider(
  s: StripeSettings,
): PaymentProvider & { verifyWebhook(raw: string, signature: string | undefined): PaymentEvent | null } {
  const stripe = stripeClient(s);
  return {
    kind: 'stripe',
    async createCustomer({ companyId, email, name }) {
      const c = await stripe.customers.create(
        { email, name: name || undefined, metadata: { companyId } },
        { idempotencyKey: `customer-${companyId}` },
      );
      return c.id;
    },
    async createCheckout(req) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: req.customerId,
          client_reference_id: req.companyId,
          metadata: { companyId: req.companyId, paymentId: req.paymentId },
          payment_intent_data: { metadata: { companyId: req.companyId, paymentId: req.paymentId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amountCents,
                product_data: { name: req.description },
              },
            },
          ],
          success_url: `${req.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: req.cancelUrl,
        },
        { idempotencyKey: `checkout-${req.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
      return { checkoutId: session.id, url: session.url };
    },
    /** Stripe-Signature checked with the endpoint secret (and Stripe's 5-minute tolerance); null when it does not verify. */
    verifyWebhook(raw, signature) {
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, s.webhookSecret);
      } catch {
        return null;
      }
      return fromStripeEvent(event);
    },
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? undefined));

/** The Stripe events a top-up goes through, reduced to PaymentEvents; any other type is 'ignored'. */
export function fromStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = {
    provider: 'stripe' as const,
    id: event.id,
    providerType: event.type,
    createdAt: new Date(event.created * 1000),
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const cs = event.data.object;
      const type =
        event.type === 'checkout.session.expired'
          ? 'checkout.expired'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'checkout.failed'
            : // a delayed payment method completes the session unpaid: the async event settles it
              cs.payment_status === 'paid'
              ? 'checkout.completed'
              : 'ignored';
      return {
        ...base,
        type,
        paymentRef: cs.metadata?.paymentId,
        checkoutId: cs.id,
        paymentIntentId: idOf(cs.payment_intent),
        payerEmail: cs.customer_details?.email ?? cs.customer_email ?? undefined,
        amountCents: cs.amount_total ?? undefined,
        currency: cs.currency?.toUpperCase(),
        failureReason: type === 'checkout.failed' ? 'The payment did not go through.' : undefined,
      };
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      return {
        ...base,
        type: 'payment.failed',
        paymentRef: pi.metadata?.paymentId,
        paymentIntentId: pi.id,
        failureReason: pi.last_payment_error?.message ?? 'The payment failed.',
      };
    }
    case 'charge.refunded': {
      const ch = event.data.object;
      return {
        ...base,
        type: 'payment.refunded',
        paymentRef: ch.metadata?.paymentId,
        paymentIntentId: idOf(ch.payment_intent),
        refundedCents: ch.amount_refunded,
        currency: ch.currency.toUpperCase(),
      };
    }
    default:
      return { ...base, type: 'ignored' };
  }
}
