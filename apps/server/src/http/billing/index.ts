import type { RouteRegistrar } from '../route-registrar.ts';
import { getBillingDetailsRoute } from './get-billing-details.route.ts';
import { createTopUpRoute } from './create-top-up.route.ts';
import { downloadReceiptRoute } from './download-receipt.route.ts';
import { testCheckoutRoutes } from './test-checkout.route.ts';
import { stripeWebhookRoute } from './stripe-webhook.route.ts';

/** The billing page, top-ups and the payment provider's events (docs/billing.md). */
export const billingRoutes: RouteRegistrar[] = [
  getBillingDetailsRoute,
  createTopUpRoute,
  downloadReceiptRoute,
  testCheckoutRoutes,
  stripeWebhookRoute,
];
