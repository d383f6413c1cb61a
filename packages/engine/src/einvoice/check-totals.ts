import type {
  EInvoice,
  EInvoiceFinding,
  EInvoiceLine,
  EInvoiceNumber,
  EInvoiceProfile,
  EInvoiceSyntax,
} from './einvoice.types.ts';
import { formatCents, parseDecimal, sumCents, toCents } from './exact-decimal.ts';
import { profileHasLines } from './einvoice-profiles.ts';

const cents = (n: EInvoiceNumber | undefined): bigint => (n ? toCents(parseDecimal(n.text)!) : 0n);
const show = (c: bigint) => formatCents(c);
const abs = (c: bigint) => (c < 0n ? -c : c);

/** EXTENDED's GROUP and INFORMATION lines are headings and notes: only DETAIL lines count in the totals. */
export const countsInTotals = (line: EInvoiceLine): boolean => !line.subtype || line.subtype === 'DETAIL';

/**
 * EN 16931's totals rules BR-CO-10 … BR-CO-16 in exact decimals: each sum is rounded to cents and must equal
 * the stated total, as the EN 16931 Schematron computes them. A rule whose operands the invoice (or its
 * profile) does not carry is not evaluated, as in the Schematron ("not(X) or X = …").
 * EXTENDED states them as BR-FXEXT-CO-10 … 16: a cent of tolerance per amount summed, logistics fees among
 * the charges, amounts collected for third parties in the amount due; those are applied to EXTENDED invoices.
 */
export function checkTotals(
  invoice: EInvoice,
  profile: EInvoiceProfile,
  syntax: EInvoiceSyntax,
): { failures: EInvoiceFinding[]; warnings: EInvoiceFinding[] } {
  const t = invoice.totals;
  const failures: EInvoiceFinding[] = [];
  const warnings: EInvoiceFinding[] = [];
  const extended = profile === 'EXTENDED';
  // the tolerance of an EXTENDED rule: 0.01 per amount that went into the sum
  const tolerance = (items: number) => (extended ? BigInt(items) : 0n);
  const rule = (id: number) => (extended ? `BR-FXEXT-CO-${id}` : `BR-CO-${id}`);
  const fail = (id: number, message: string) => failures.push({ rule: rule(id), message });
  const lines = invoice.lines.filter(countsInTotals);
  const allowances = invoice.allowancesCharges.filter((a) => !a.isCharge);
  const charges = invoice.allowancesCharges.filter((a) => a.isCharge);
  const counted = lines.length + allowances.length + charges.length;

  if (profileHasLines(profile) && t.lineTotal && lines.length) {
    // a line without an amount (an EXTENDED note line; elsewhere refused by BR-24) adds nothing
    const sum = sumCents(lines.map((l) => l.netAmount?.text))!;
    const off = abs(sum - cents(t.lineTotal)) > tolerance(invoice.lines.length);
    if (off && syntax === 'ZUGFeRD-1' && t.withVat && sum === cents(t.withVat)) {
      // ZUGFeRD 1.0 predates EN 16931, and its first producers wrote line totals with VAT: the lines then
      // add up to the total with VAT. The header totals still hold; the line amounts are flagged, not refused.
      warnings.push({
        rule: 'BR-CO-10',
        message: `the line amounts add up to the total with VAT (${show(sum)}), not to the sum of line amounts (BT-106, ${t.lineTotal.text}): this ZUGFeRD 1.0 producer wrote line amounts including VAT`,
      });
    } else if (off) {
      fail(
        10,
        `the line amounts (BT-131) add up to ${show(sum)}, but the invoice states ${t.lineTotal.text} as their sum (BT-106)`,
      );
    }
  }

  for (const [id, items, stated, kind, bt, total] of [
    [11, allowances, t.allowanceTotal, 'allowances', 'BT-92', 'BT-107'],
    [12, charges, t.chargeTotal, 'charges', 'BT-99', 'BT-108'],
  ] as const) {
    if (!items.length && !stated) continue;
    const sum = sumCents(items.map((a) => a.amount?.text))!;
    if (!stated)
      fail(id, `the invoice has document-level ${kind} (${bt}) of ${show(sum)} but no sum of ${kind} (${total})`);
    else if (abs(sum - cents(stated)) > tolerance(items.length)) {
      fail(
        id,
        `the document-level ${kind} (${bt}) add up to ${show(sum)}, but the invoice states ${stated.text} (${total})`,
      );
    }
  }

  if (t.lineTotal && t.withoutVat) {
    const expected = cents(t.lineTotal) - cents(t.allowanceTotal) + cents(t.chargeTotal);
    if (abs(expected - cents(t.withoutVat)) > tolerance(counted)) {
      fail(
        13,
        `the total without VAT (BT-109) is ${t.withoutVat.text}, but lines ${t.lineTotal.text} − allowances ${t.allowanceTotal?.text ?? '0'} + charges ${t.chargeTotal?.text ?? '0'} make ${show(expected)}`,
      );
    }
  }

  if (t.vatTotal && invoice.vatBreakdown.length) {
    const sum = sumCents(invoice.vatBreakdown.map((v) => v.taxAmount?.text))!;
    if (sum !== cents(t.vatTotal)) {
      failures.push({
        rule: 'BR-CO-14',
        message: `the VAT amounts of the VAT breakdown (BT-117) add up to ${show(sum)}, but the invoice states a VAT total (BT-110) of ${t.vatTotal.text}`,
      });
    }
  }

  if (t.withoutVat && t.withVat) {
    const expected = cents(t.withoutVat) + cents(t.vatTotal);
    if (abs(expected - cents(t.withVat)) > (t.vatTotal ? tolerance(counted) : 0n)) {
      fail(
        15,
        `the total with VAT (BT-112) is ${t.withVat.text}, but the total without VAT ${t.withoutVat.text} + VAT ${t.vatTotal?.text ?? '0'} make ${show(expected)}`,
      );
    }
  }

  // MINIMUM carries neither the paid amount (BT-113) nor the rounding (BT-114): its amount due cannot be derived
  if (profile !== 'MINIMUM' && t.withVat && t.payable) {
    const thirdParty = sumCents((invoice.thirdPartyAmounts ?? []).map((a) => a.text))!;
    const expected = cents(t.withVat) - cents(t.paid) + cents(t.rounding) + thirdParty;
    if (expected !== cents(t.payable)) {
      const plus = thirdParty ? ` + collected for third parties ${show(thirdParty)}` : '';
      fail(
        16,
        `the amount due (BT-115) is ${t.payable.text}, but the total with VAT ${t.withVat.text} − paid ${t.paid?.text ?? '0'} + rounding ${t.rounding?.text ?? '0'}${plus} make ${show(expected)}`,
      );
    }
  }
  return { failures, warnings };
}
