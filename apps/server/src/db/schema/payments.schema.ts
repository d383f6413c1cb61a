import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'expired', 'refunded', 'not_credited'] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A top-up through the payment provider (docs/billing.md): one row per checkout, made when the user
 * starts it, moved on only by the provider's verified events. `companyId` is null for a payment the
 * product did not start whose payer e-mail matches no account (the spec's not-credited path).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['embedded', 'stripe'] }).notNull(),
    /** the provider's checkout (Stripe: the Checkout Session id) */
    checkoutId: text('checkout_id').notNull(),
    /** the provider's payment (Stripe: the PaymentIntent id): refunds and failures name it */
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    payerEmail: text('payer_email'),
    failureReason: text('failure_reason'),
    /** the creation time of the newest event applied: an older one arriving later changes nothing */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_checkout_unique').on(t.provider, t.checkoutId),
    index('payments_company_idx').on(t.companyId, t.createdAt),
    index('payments_intent_idx').on(t.provider, t.paymentIntentId),
  ],
);

/** Every provider event taken in, by its id: a delivery seen before changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: ['embedded', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    /** what applying it did: credited, refunded, failed, expired, not_credited, ignored (why) */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The company's customer at the provider (Stripe Customer), made once on its first top-up. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['embedded', 'stripe'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.provider] })],
);
