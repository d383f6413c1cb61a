import type { PageView } from './doc-view.ts';
import { lineTokens } from './apply-field.ts';
import { cents, receiptDue } from './check-total.ts';

/**
 * Whether a total agrees with the page's own arithmetic (issue 22 point 1): 'agrees' when the subtotal plus the tax,
 * or the amount tendered minus the change, is the total (with or without the rounding the page prints); 'disagrees'
 * when the page prints a subtotal and a tax that do not add up to it (nor does the cash); null otherwise. The cash
 * alone never contradicts a total: cash is paid rounded, and on SROIE the misread cash and change rows contradicted
 * three right totals of five.
 */
export type TotalArithmetic = { status: 'agrees' | 'disagrees'; message: string } | null;

/** "Sub-total", "Total Sales (Excluding GST)", "Amount before tax" (English and Malay receipts, invoices). */
const SUBTOTAL =
  /\bsub\s*-?\s*total\b|\bexcl(?:uding|\.|usive)?\b(?:\s*of)?\s*(?:gst|tax|vat|sst)\b|\bbefore\s+(?:gst|tax|vat)\b|\bnet\s+amount\b/i;
/** "GST @6%", "Total GST", "Tax", "Service Charge"; not a line that says the total includes it or names a GST number */
const TAX = /\b(?:gst|tax|vat|sst|service\s+charge)\b/i;
const NOT_TAX = /\bincl|\binc\b|summary|\b(?:id|reg|no|invoice|code)\b|excl|sub\s*-?\s*total/i;
const ROUNDING = /\bround/i;

const fmt = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** The receipt's arithmetic against a total value read on this page. */
export function totalArithmetic(view: PageView, value: string): TotalArithmetic {
  const total = cents(value);
  if (total === null) return null;
  const rows = view.rows.map((r) => ({
    text: r.lines.map((l) => l.text).join(' '),
    words: r.lines.flatMap((l) => l.words),
  }));
  // a row's own amount is the last one it prints ("GST @6% 0.48" gives 0.48)
  const amountOf = (re: RegExp, not?: RegExp) => {
    for (const r of rows) {
      if (!re.test(r.text) || not?.test(r.text)) continue;
      const toks = lineTokens(r.words, 'amount');
      const c = toks.length ? cents(toks[toks.length - 1]!.text) : null;
      if (c !== null) return c;
    }
    return null;
  };
  const sub = amountOf(SUBTOTAL),
    tax = amountOf(TAX, NOT_TAX),
    rounding = amountOf(ROUNDING);
  const paid = receiptDue(view, true);
  const sums: { due: number; how: string }[] = [];
  if (sub !== null && tax !== null) sums.push({ due: sub + tax, how: `subtotal ${fmt(sub)} + tax ${fmt(tax)}` });
  if (paid !== null) sums.push({ due: paid, how: 'the amount tendered minus the change' });
  // a rounding row prints the adjustment with or without its sign
  const rounded = rounding
    ? sums.flatMap((s) =>
        [rounding, -rounding].map((r) => ({
          due: s.due + r,
          how: `${s.how} ${r < 0 ? '-' : '+'} rounding ${fmt(Math.abs(r))}`,
        })),
      )
    : [];
  const agree = [...sums, ...rounded].find((s) => s.due === total);
  if (agree) return { status: 'agrees', message: `Total ${value} is ${agree.how}` };
  if (sub === null || tax === null) return null;
  return { status: 'disagrees', message: `Total ${value} is not ${sums[0]!.how} (${fmt(sums[0]!.due)})` };
}
