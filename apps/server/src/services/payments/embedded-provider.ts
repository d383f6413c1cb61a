import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.ts';

export const EMBEDDED_CHECKOUT_PATH = '/manage/test-checkout';

/**
 * The default without a payment provider: the checkout is the product's own test-payment page
 * (web route EMBEDDED_CHECKOUT_PATH/:id, behind the signed-in guard, marked "no money is charged"); paying there makes a
 * webhook-style event that goes through the same applyPaymentEvent as Stripe's.
 */
export function embeddedProvider(): PaymentProvider {
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  return {
    kind: 'embedded',
    async createCustomer() {
      return id('emb_cus');
    },
    async createCheckout(req: CheckoutRequest) {
      const checkoutId = id('emb_cs');
      return { checkoutId, url: `${req.productUrl}${EMBEDDED_CHECKOUT_PATH}/${checkoutId}` };
    },
  };
}

export const embeddedEventId = () => `emb_evt_${randomBytes(12).toString('hex')}`;
