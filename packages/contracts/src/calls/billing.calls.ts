import { z } from 'zod';
import {
  billingDetailsQuerySchema,
  billingDetailsSchema,
  completeTestCheckoutRequestSchema,
  completeTestCheckoutResultSchema,
  createTopUpRequestSchema,
  receiptQuerySchema,
  testCheckoutQuerySchema,
  testCheckoutSchema,
} from '../billing.contracts.ts';
import { defineCall } from './define-call.ts';

const admin = { access: 'admin', module: 'billing' } as const;

/** The billing page, top-ups, receipts and the payment provider's events (server: http/billing/). */
export const BILLING_CALLS = {
  getBillingDetails: defineCall({
    method: 'GET',
    path: '/api/admin/Billing/GetBillingDetails',
    ...admin,
    query: billingDetailsQuerySchema,
    result: billingDetailsSchema,
  }),
  createTopUp: defineCall({
    method: 'POST',
    path: '/api/admin/Billing/CreateTopUp',
    ...admin,
    input: createTopUpRequestSchema,
    result: z.string(),
  }),
  /** answers a PDF */
  downloadReceipt: defineCall({
    method: 'GET',
    path: '/api/admin/Billing/DownloadReceipt',
    ...admin,
    query: receiptQuerySchema,
  }),
  testCheckout: defineCall({
    method: 'GET',
    path: '/api/admin/Billing/TestCheckout',
    ...admin,
    query: testCheckoutQuerySchema,
    result: testCheckoutSchema,
  }),
  completeTestCheckout: defineCall({
    method: 'POST',
    path: '/api/admin/Billing/CompleteTestCheckout',
    ...admin,
    input: completeTestCheckoutRequestSchema,
    result: completeTestCheckoutResultSchema,
  }),
  stripeWebhook: defineCall({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    access: 'stripe-signature',
    module: 'billing',
  }),
} as const;
