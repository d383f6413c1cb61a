/**
 * Payment pages (spec 002 §2, §9): 'Hang Tight' goes on to payment after 4 s; the success page checks
 * the payment status after 12 s and shows a not-credited result for 20 s; the prepayment alert goes to
 * payment after 6 s.
 */
export const PAYMENT_REDIRECT_MS = 4_000;
export const SUCCESS_CHECK_MS = 12_000;
export const SUCCESS_MISMATCH_MS = 20_000;
export const PREPAYMENT_REDIRECT_MS = 6_000;
