import type { EInvoice, EInvoiceLine } from './einvoice.types.ts';
import { add, negate, parseDecimal, type Scaled } from './exact-decimal.ts';

/**
 * Values the writers must state because a schema requires them where the model keeps none. Each is derived
 * from the model or is the code lists' own word for "not stated"; docs/einvoice.md lists them.
 */

/**
 * BT-147, the price discount: gross price (BT-148) minus net price (BT-146), which both syntaxes write beside the
 * gross price (UBL requires it there; EN 16931 states net = gross − discount). Computed exactly, in the larger of
 * the two scales ("4.0000" − "3.3333" = "0.6667"). Undefined without both prices.
 */
export function priceDiscount(line: EInvoiceLine): string | undefined {
  const gross = line.grossPrice && parseDecimal(line.grossPrice.text);
  const net = line.netPrice && parseDecimal(line.netPrice.text);
  if (!gross || !net) return undefined;
  return formatScaled(add(gross, negate(net)));
}

/** { units: -6667n, scale: 4 } → "-0.6667" */
export function formatScaled(a: Scaled): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, '0');
  const whole = digits.slice(0, digits.length - a.scale);
  const frac = a.scale ? `.${digits.slice(digits.length - a.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** UNTDID 4461 "1": instrument not defined. */
export const PAYMENT_MEANS_NOT_DEFINED = '1';

/**
 * BT-81 for a payment means element that must be written: both schemas require the type code in it (UBL
 * cac:PaymentMeans, CII SpecifiedTradeSettlementPaymentMeans), while a CII invoice may state a payment
 * reference or an account without one. Such an invoice gets "instrument not defined" rather than losing
 * the account, or being refused by the schema.
 */
export function paymentMeansCode(invoice: EInvoice, meansNeeded: boolean): string | undefined {
  return invoice.paymentMeansCode ?? (meansNeeded ? PAYMENT_MEANS_NOT_DEFINED : undefined);
}
