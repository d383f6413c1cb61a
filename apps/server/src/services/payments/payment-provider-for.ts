import type { Config } from '../../config/config.ts';
import { embeddedProvider } from './embedded-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

const made = new WeakMap<object, ReturnType<typeof stripeProvider> | PaymentProvider>();

/** The configured provider (one client per configuration); null when payments are off (production without one). */
export function paymentProviderFor(
  config: Pick<Config, 'billing' | 'publicUrl'>,
): (PaymentProvider & { verifyWebhook?: ReturnType<typeof stripeProvider>['verifyWebhook'] }) | null {
  const p = config.billing.payments;
  if (p.kind === 'none') return null;
  let provider = made.get(p);
  if (!provider) {
    provider = p.kind === 'stripe' ? stripeProvider(p) : embeddedProvider();
    made.set(p, provider);
  }
  return provider;
}
