import { currencyMarkAt } from './currency-mark.ts';
import { readNumber } from './read-number.ts';
import type { AmountParse, DecimalMark } from './value-types.ts';

/**
 * One amount as printed → its value, currency and sign: "1.234,56", "1,234.56", "1 234,56", "1'234.56",
 * "8,79-", "(8.79)", "-9,32 €", "EUR 1.234,56", "RM 12.30", "$47.70", "12,-", "8.79 CR". The separators are
 * read by readNumber (the string decides where it can, `decimal` only for "1.234"). A bare "$" gives no
 * currency: the caller's locale says which dollar.
 */
export function parseAmount(raw: string, decimal: DecimalMark | null): AmountParse {
  let s = raw
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return { ok: false, reason: 'empty' };
  // a label printed with its value ("Total: 1.234,56") is no part of it
  const labelled = /^([\p{L}][\p{L}\s.()/-]*):\s*(?=\S)/u.exec(s);
  if (labelled && currencyMarkAt(labelled[1]!.trim(), 0)?.text !== labelled[1]!.trim()) s = s.slice(labelled[0].length);
  // "12,-": whole euros, the dash stands for the cents and is no minus
  s = s.replace(/(\d)[.,]-{1,2}(?=\s|$|\p{Sc})/u, '$1');
  let currency: string | null = null;
  let sawCurrency = false;
  let minus = false;
  let open = false;
  let close = false;
  // peel signs, brackets and currency marks off both ends until the digits remain
  for (let changed = true; changed && s;) {
    changed = false;
    const head = /^[\s+:]+/.exec(s)?.[0] ?? (s[0] === '-' ? '-' : s[0] === '(' ? '(' : null);
    if (head) {
      if (head === '-') minus = true;
      if (head === '(') open = true;
      s = s.slice(head.length);
      changed = true;
      continue;
    }
    const tail =
      /[\s+]+$/.exec(s)?.[0] ??
      (s.endsWith('-') ? '-' : s.endsWith(')') ? ')' : (/\bCR\.?$/i.exec(s)?.[0] ?? /\bDR\.?$/i.exec(s)?.[0] ?? null));
    if (tail) {
      if (tail === '-' || /^CR/i.test(tail)) minus = true;
      if (tail === ')') close = true;
      s = s.slice(0, s.length - tail.length);
      changed = true;
      continue;
    }
    const lead = currencyMarkAt(s, 0);
    const trail = lead ? null : trailingMark(s);
    const mark = lead ?? trail;
    if (mark) {
      if (sawCurrency && mark.code !== currency && mark.code && currency) return { ok: false, reason: 'unreadable' };
      currency ??= mark.code;
      sawCurrency = true;
      s = lead ? s.slice(mark.text.length) : s.slice(0, s.length - mark.text.length);
      changed = true;
    }
  }
  if (open !== close) return { ok: false, reason: 'unreadable' };
  const read = readNumber(s, decimal);
  if (!read.ok) return read;
  const negative = minus || open;
  return { ok: true, value: negative && read.value !== 0 ? -read.value : read.value, currency, negative };
}

/** The currency mark that ends `s` ("9,32 €", "1.234,56 EUR", "50 zł"), or null. */
function trailingMark(s: string) {
  for (let at = Math.max(0, s.length - 4); at < s.length; at++) {
    const mark = currencyMarkAt(s, at);
    if (mark && at + mark.text.length === s.length && (at === 0 || !/\p{L}/u.test(s[at - 1]!))) return mark;
  }
  return null;
}
