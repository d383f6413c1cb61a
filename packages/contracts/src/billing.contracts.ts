import { z } from 'zod';
import type { PaymentStatus } from './common.contracts.ts';
import type { CompanyLocale } from './company-locale.ts';
import { formatAmountForLocale } from './company-locale.ts';
import { CURRENCIES, type CurrencyCode } from './countries.ts';

/**
 * The six currencies of spec 002 §4 and their symbols (the banner, the billing page, receipts),
 * and the euro and New Zealand dollar (issue 30); the other added currencies are written by
 * their code ("CHF 20.00"), since "kr" would not tell Danish, Swedish and Norwegian apart.
 */
export const CURRENCY_SYMBOLS: Partial<Record<CurrencyCode, string>> = {
  USD: '$',
  INR: '₹',
  AUD: 'A$',
  CAD: 'C$',
  SGD: 'S$',
  GBP: '£',
  EUR: '€',
  NZD: 'NZ$',
};

export function formatMoney(amount: number, currency: string): string {
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency];
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol ?? `${currency} `}${Math.abs(amount).toFixed(2)}`;
}

/**
 * Money written the company's way (issue 30 point 5): its decimal mark and grouping, the symbol
 * before the amount ("A$1,234.50") or, where the decimal mark is a comma, after it ("1.234,50 €")
 * as those countries write it.
 */
export function formatMoneyForLocale(
  amount: number,
  currency: string,
  locale: Pick<CompanyLocale, 'decimal' | 'country'>,
): string {
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency];
  const digits = formatAmountForLocale(amount, locale);
  if (locale.decimal === ',') return `${digits}\u00a0${symbol ?? currency}`;
  const sign = digits.startsWith('-') ? '-' : '';
  return `${sign}${symbol ?? `${currency} `}${digits.replace(/^-/, '')}`;
}

/**
 * /success/ (spec 002 §2): after 12 s the payment status decides. Not active or a zero balance means
 * the payment went through but no account was credited (the e-mail paid with matches none).
 */
export const NOT_CREDITED_TEXT =
  'Your payment was successful, but your account has not been credited. The e-mail address used for the payment does not match your account e-mail. Please contact support.';

export function paymentSuccessOutcome(
  s: Pick<PaymentStatus, 'status' | 'availableBalance'> | null,
): 'credited' | 'not_credited' {
  return !s || s.status !== 'active' || s.availableBalance === 0 ? 'not_credited' : 'credited';
}

/** POST /api/admin/Billing/CreateTopUp: one of the offered amounts (BILLING_TOP_UP_AMOUNTS). */
export const createTopUpRequestSchema = z.object({ amount: z.number().positive().max(100_000) });
export type CreateTopUpRequest = z.infer<typeof createTopUpRequestSchema>;

/** GET /api/admin/Billing/GetBillingDetails: ledger paging (newest first; pages start at 1). */
export const billingDetailsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ledgerEntryViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(['credit', 'debit']),
  amount: z.number(),
  description: z.string(),
  /** a page charge: the document and its pages */
  documentId: z.string().nullable(),
  pages: z.number().nullable(),
  /** a top-up or its refund: the payment (its receipt) */
  paymentId: z.string().nullable(),
  balanceAfter: z.number(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  /** the provider's checkout (Stripe: the Checkout Session id), what /success/?session_id= names */
  checkoutId: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'failed', 'expired', 'refunded', 'not_credited']),
  refunded: z.number(),
  failureReason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const billingDetailsSchema = z.object({
  balance: z.number(),
  currency: z.enum(CURRENCIES),
  minBalanceRequired: z.number(),
  warningBalance: z.number(),
  /** embedded: the built-in test-payment page; none: top-ups are off (production without a provider) */
  provider: z.enum(['embedded', 'stripe', 'none']),
  topUpAmounts: z.array(z.number()),
  pricePerPage: z.number(),
  ledger: z.object({ entries: z.array(ledgerEntryViewSchema), recordCount: z.number() }),
  payments: z.array(paymentViewSchema),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** GET /api/admin/Billing/DownloadReceipt?id: the payment whose receipt (a PDF) is wanted. */
export const receiptQuerySchema = z.object({ id: z.uuid() });

/** GET /api/admin/Billing/TestCheckout?id: the embedded provider's checkout. */
export const testCheckoutQuerySchema = z.object({ id: z.string().min(1).max(100) });

/** The embedded provider's test-payment page: GET /api/admin/Billing/TestCheckout?id= */
export const testCheckoutSchema = z.object({
  checkoutId: z.string(),
  amount: z.number(),
  currency: z.string(),
  companyName: z.string(),
  email: z.string(),
  status: paymentViewSchema.shape.status,
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** POST /api/admin/Billing/CompleteTestCheckout: pay, or let the card be declined. */
export const completeTestCheckoutRequestSchema = z.object({
  checkoutId: z.string().min(1).max(100),
  outcome: z.enum(['paid', 'declined']),
});
export type CompleteTestCheckoutRequest = z.infer<typeof completeTestCheckoutRequestSchema>;
/** CompleteTestCheckout's result: the event applied and where the page goes next. */
export const completeTestCheckoutResultSchema = z.object({ outcome: z.string(), redirectUrl: z.string() });
export type CompleteTestCheckoutResult = z.infer<typeof completeTestCheckoutResultSchema>;
