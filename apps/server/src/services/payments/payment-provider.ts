/**
 * The payment provider behind top-ups (docs/billing.md): Stripe in production, the embedded
 * test-payment page without one. Both make a checkout for a payment row and describe what
 * happened to it as PaymentEvents, which apply-payment-event.ts books the same way.
 */
export type ProviderKind = 'embedded' | 'stripe';

export interface CheckoutRequest {
  /** our payment row's id, carried in the provider's metadata */
  paymentId: string;
  companyId: string;
  customerId: string;
  amountCents: number;
  /** ISO code, upper case */
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** the product's address for the paying browser (the embedded test-payment page is there) */
  productUrl: string;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  createCustomer(input: { companyId: string; email: string; name: string }): Promise<string>;
  createCheckout(req: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;
}

/** What an event says happened, in the provider's own terms reduced to what the ledger needs. */
export type PaymentEventType =
  'checkout.completed' | 'checkout.failed' | 'checkout.expired' | 'payment.failed' | 'payment.refunded' | 'ignored';

export interface PaymentEvent {
  provider: ProviderKind;
  /** the provider's event id: one event is applied once */
  id: string;
  type: PaymentEventType;
  /** the provider's own event type (kept in payment_events) */
  providerType: string;
  createdAt: Date;
  /** our payment id from the checkout's metadata */
  paymentRef?: string;
  checkoutId?: string;
  paymentIntentId?: string;
  payerEmail?: string;
  amountCents?: number;
  currency?: string;
  /** payment.refunded: everything refunded so far (Stripe's charge.amount_refunded) */
  refundedCents?: number;
  failureReason?: string;
}
