import type { EInvoice, EInvoiceFinding, EInvoiceNumber, EInvoiceSyntax } from './einvoice.types.ts';

const MAX = 2;

/**
 * BR-DEC-…: EN 16931 amounts have at most two decimals (prices and quantities may have more). An amount
 * with more is not a monetary amount of the invoice currency, and the totals rules cannot hold for it.
 * ZUGFeRD 1.0 predates the rule and is not checked.
 */
export function checkDecimals(invoice: EInvoice, syntax: EInvoiceSyntax): EInvoiceFinding[] {
  if (syntax === 'ZUGFeRD-1') return [];
  const out: EInvoiceFinding[] = [];
  const check = (rule: string, n: EInvoiceNumber | undefined, what: string) => {
    const decimals = n?.text.split('.')[1]?.length ?? 0;
    if (n && decimals > MAX) {
      out.push({ rule, message: `${what} "${n.text}" has ${decimals} decimals; amounts have at most ${MAX}` });
    }
  };
  const t = invoice.totals;
  check('BR-DEC-09', t.lineTotal, 'the sum of line amounts (BT-106)');
  check('BR-DEC-10', t.allowanceTotal, 'the sum of allowances (BT-107)');
  check('BR-DEC-11', t.chargeTotal, 'the sum of charges (BT-108)');
  check('BR-DEC-12', t.withoutVat, 'the total without VAT (BT-109)');
  check('BR-DEC-13', t.vatTotal, 'the VAT total (BT-110)');
  check('BR-DEC-15', t.vatTotalAccounting, 'the VAT total in accounting currency (BT-111)');
  check('BR-DEC-14', t.withVat, 'the total with VAT (BT-112)');
  check('BR-DEC-16', t.paid, 'the paid amount (BT-113)');
  check('BR-DEC-17', t.rounding, 'the rounding amount (BT-114)');
  check('BR-DEC-18', t.payable, 'the amount due (BT-115)');
  for (const v of invoice.vatBreakdown) {
    check('BR-DEC-19', v.taxableAmount, 'a VAT taxable amount (BT-116)');
    check('BR-DEC-20', v.taxAmount, 'a VAT amount (BT-117)');
  }
  for (const a of invoice.allowancesCharges) {
    check(a.isCharge ? 'BR-DEC-05' : 'BR-DEC-01', a.amount, `a document-level ${a.isCharge ? 'charge' : 'allowance'}`);
  }
  for (const [i, line] of invoice.lines.entries()) {
    check('BR-DEC-23', line.netAmount, `the line amount (BT-131) of line ${line.id ?? i + 1}`);
    for (const a of line.allowancesCharges) {
      check(
        a.isCharge ? 'BR-DEC-27' : 'BR-DEC-24',
        a.amount,
        `a ${a.isCharge ? 'charge' : 'allowance'} of line ${line.id ?? i + 1}`,
      );
    }
  }
  return out;
}
