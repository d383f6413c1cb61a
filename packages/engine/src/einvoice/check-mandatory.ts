import type { EInvoice, EInvoiceFinding, EInvoiceProfile, EInvoiceSyntax } from './einvoice.types.ts';
import { countsInTotals } from './check-totals.ts';
import { profileHasLines } from './einvoice-profiles.ts';

/**
 * The EN 16931 cardinality rules for the fields Paperbridge cannot do without (BR-02 … BR-16, the subset
 * that every profile carries). Addresses (BR-08 … BR-11) are left out: ZUGFeRD 1.0 and MINIMUM invoices
 * may lack them, and a missing address does not make a read value wrong.
 */
export function checkMandatory(
  invoice: EInvoice,
  profile: EInvoiceProfile,
  syntax: EInvoiceSyntax,
): { failures: EInvoiceFinding[]; warnings: EInvoiceFinding[] } {
  const out: EInvoiceFinding[] = [];
  const warnings: EInvoiceFinding[] = [];
  const need = (present: unknown, rule: string, what: string) => {
    if (present === undefined || present === '') out.push({ rule, message: `the invoice has no ${what}` });
  };
  need(invoice.number, 'BR-02', 'invoice number (BT-1)');
  need(invoice.issueDate, 'BR-03', 'issue date (BT-2)');
  need(invoice.typeCode, 'BR-04', 'invoice type code (BT-3)');
  if (syntax === 'ZUGFeRD-1' && !invoice.currency) {
    // ZUGFeRD 1.0's schema lets InvoiceCurrencyCode be empty (producers left it so when the amounts carried no
    // currencyID either): the amounts are still the invoice's; the currency must come from the printed page
    warnings.push({ rule: 'BR-05', message: 'the invoice states no currency (BT-5): ZUGFeRD 1.0 allowed it empty' });
  } else {
    need(invoice.currency, 'BR-05', 'invoice currency code (BT-5)');
  }
  need(invoice.seller.name, 'BR-06', "seller's name (BT-27)");
  need(invoice.buyer.name, 'BR-07', "buyer's name (BT-44)");
  // MINIMUM has no lines and so no line total: BT-106 is not part of that profile
  if (profile !== 'MINIMUM') need(invoice.totals.lineTotal, 'BR-12', 'sum of invoice line amounts (BT-106)');
  need(invoice.totals.withoutVat, 'BR-13', 'total amount without VAT (BT-109)');
  need(invoice.totals.withVat, 'BR-14', 'total amount with VAT (BT-112)');
  need(invoice.totals.payable, 'BR-15', 'amount due for payment (BT-115)');
  if (profileHasLines(profile) && invoice.lines.length === 0) {
    out.push({ rule: 'BR-16', message: `the invoice has no lines (BG-25), which the ${profile} profile requires` });
  }
  // EXTENDED drops BR-22 and BR-24: its lines may be headings or notes without quantity or amount
  if (profileHasLines(profile) && profile !== 'EXTENDED') {
    for (const [i, line] of invoice.lines.entries()) {
      if (!countsInTotals(line)) continue;
      // ZUGFeRD 1.0 EXTENDED writes notes as lines that carry only text: nothing there to be missing
      if (syntax === 'ZUGFeRD-1' && !line.quantity && !line.netPrice && !line.netAmount) continue;
      const label = `line ${line.id ?? i + 1}`;
      if (!line.netAmount) out.push({ rule: 'BR-24', message: `${label} has no line amount (BT-131)` });
      if (!line.quantity) out.push({ rule: 'BR-22', message: `${label} has no quantity (BT-129)` });
    }
  }
  return { failures: out, warnings };
}
