import { countsInTotals } from './check-totals.ts';
import type { EInvoice, EInvoiceFinding } from './einvoice.types.ts';
import { add, divide, formatCents, multiply, negate, parseDecimal, type Scaled, toCents } from './exact-decimal.ts';

/**
 * EINV-LINE-CALC, a warning: a line amount (BT-131) that is not quantity × net price ÷ base quantity
 * ± line allowances and charges. EN 16931 describes that calculation but has no rule for it, and reference
 * invoices depart from it on purpose (insurance tax inside the line amount, net prices rounded to four
 * decimals), so a mismatch is reported for review, never a reason to refuse the e-invoice.
 */
export function checkLineAmounts(invoice: EInvoice): EInvoiceFinding[] {
  const out: EInvoiceFinding[] = [];
  for (const [i, line] of invoice.lines.entries()) {
    if (!line.quantity || !line.netPrice || !line.netAmount || !countsInTotals(line)) continue;
    const qty = parseDecimal(line.quantity.text)!;
    const price = parseDecimal(line.netPrice.text)!;
    const base = line.priceBaseQuantity ? parseDecimal(line.priceBaseQuantity.text)! : { units: 1n, scale: 0 };
    const gross = divide(multiply(qty, price), base, 4);
    if (!gross) continue;
    const adjustments: Scaled[] = line.allowancesCharges
      .filter((a) => a.amount)
      .map((a) => (a.isCharge ? parseDecimal(a.amount!.text)! : negate(parseDecimal(a.amount!.text)!)));
    const expected = toCents(add(gross, ...adjustments));
    const stated = toCents(parseDecimal(line.netAmount.text)!);
    const diff = expected - stated;
    if (diff > 1n || diff < -1n) {
      out.push({
        rule: 'EINV-LINE-CALC',
        message: `line ${line.id ?? i + 1}: ${line.quantity.text} × ${line.netPrice.text}${line.priceBaseQuantity ? ` ÷ ${line.priceBaseQuantity.text}` : ''}${adjustments.length ? ' with its allowances and charges' : ''} makes ${formatCents(expected)}, but the line amount is ${line.netAmount.text}`,
      });
    }
  }
  return out;
}
