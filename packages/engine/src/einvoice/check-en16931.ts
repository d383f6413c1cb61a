import type { Element } from '@xmldom/xmldom';
import { checkCiiBinding } from './check-cii-binding.ts';
import { checkDecimals } from './check-decimals.ts';
import { checkLineAmounts } from './check-line-amounts.ts';
import { checkMandatory } from './check-mandatory.ts';
import { checkProfileScope } from './check-profile-scope.ts';
import { checkTotals } from './check-totals.ts';
import type { EInvoice, EInvoiceFinding, EInvoiceProfile, EInvoiceSyntax } from './einvoice.types.ts';

export interface CheckOutcome {
  /** rules broken: any one of them refuses the e-invoice */
  failures: EInvoiceFinding[];
  /** worth a reviewer's look, but the values are still the invoice's own */
  warnings: EInvoiceFinding[];
}

/**
 * The content checks of a parsed e-invoice: mandatory fields (BR-02 … BR-16, BR-22, BR-24), totals
 * (BR-CO-10 … BR-CO-16), amounts' decimals (BR-DEC-…), the CII binding (CII-DT-031), the profile's scope, and the line calculation (warning).
 */
export function checkEn16931(
  invoice: EInvoice,
  profile: EInvoiceProfile,
  syntax: EInvoiceSyntax,
  root: Element,
): CheckOutcome {
  const mandatory = checkMandatory(invoice, profile, syntax);
  const totals = checkTotals(invoice, profile, syntax);
  return {
    failures: [
      ...mandatory.failures,
      ...totals.failures,
      ...checkDecimals(invoice, syntax),
      ...checkCiiBinding(root, profile),
      ...checkProfileScope(root, profile),
    ],
    warnings: [...mandatory.warnings, ...totals.warnings, ...checkLineAmounts(invoice)],
  };
}
