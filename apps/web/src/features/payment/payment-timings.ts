/** Payment page timings (spec 002 §2, §9). */
export const PAYMENT_REDIRECT_MS = 4_000;
export const SUCCESS_CHECK_MS = 12_000;
export const SUCCESS_MISMATCH_MS = 20_000;
export const PREPAYMENT_REDIRECT_MS = 6_000;
