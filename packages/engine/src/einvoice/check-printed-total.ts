import type { EInvoice, EInvoiceFinding } from './einvoice.types.ts';
import { parseDecimal, toCents } from './exact-decimal.ts';

// A printed amount: digits with optional thousands groups (".", ",", "'", spaces) and up to two decimals.
const PRINTED_NUMBER = /\d{1,3}(?:[.,'’ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/g;

/**
 * Every amount (in cents) a page's text can be read as. Each token is read in both conventions
 * ("1.234,56" and "1,234.56"), since the page's own locale is unknown here: a superset, so that an amount
 * that is printed is always found.
 */
export function printedAmounts(pages: string[]): Set<bigint> {
  const found = new Set<bigint>();
  for (const page of pages) {
    for (const token of page.match(PRINTED_NUMBER) ?? []) {
      for (const reading of readings(token)) found.add(reading);
    }
  }
  return found;
}

function readings(token: string): bigint[] {
  const out: bigint[] = [];
  const compact = token.replace(/[ '’\u00a0\u202f]/g, '');
  for (const [group, decimal] of [
    ['.', ','],
    [',', '.'],
  ] as const) {
    const lastDecimal = compact.lastIndexOf(decimal);
    const hasDecimals = lastDecimal >= 0 && compact.length - lastDecimal - 1 <= 2;
    const whole = (hasDecimals ? compact.slice(0, lastDecimal) : compact).split(group).join('');
    // "1.000" in the 1,234.56 convention is no amount (three decimals): only the other reading holds
    if (whole.includes(decimal)) continue;
    const frac = hasDecimals ? compact.slice(lastDecimal + 1) : '';
    const d = parseDecimal(frac ? `${whole}.${frac}` : whole);
    if (d) out.push(toCents(d));
  }
  return out;
}

/**
 * EINV-PRINTED (a warning): a hybrid PDF's printed page and its XML are one invoice, so the amount due (or
 * the total with VAT) should appear on the page. When neither does, the two disagree (a template's sample
 * XML, a page re-rendered after the XML was made): the XML stays the data, and a reviewer sees both.
 * Pages without text (scans) are not checked.
 */
export function checkPrintedTotal(invoice: EInvoice, pages: string[]): EInvoiceFinding[] {
  const printed = printedAmounts(pages);
  if (!printed.size) return [];
  const totals = [invoice.totals.payable, invoice.totals.withVat].filter((t) => t !== undefined);
  if (!totals.length) return [];
  const seen = totals.some((t) => {
    const c = toCents(parseDecimal(t.text)!);
    return printed.has(c < 0n ? -c : c);
  });
  if (seen) return [];
  const shown = totals.map((t) => t.text).join(' / ') + (invoice.currency ? ` ${invoice.currency}` : '');
  return [
    {
      rule: 'EINV-PRINTED',
      message: `the embedded invoice's total (${shown}) is printed nowhere on the PDF's pages: the printed invoice and the XML disagree`,
    },
  ];
}
