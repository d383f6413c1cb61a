import { ENGLISH_MONTH } from './month-names.ts';
import { cleanIdentifier } from './clean-identifier.ts';
import { bareMarkAllows } from './currency-mark.ts';
import { parseAmount } from './parse-amount.ts';
import { parseDate } from './parse-date.ts';
import { readFigure } from './read-figure.ts';
import type { FieldKind, NormaliseResult, ValueLocale } from './value-types.ts';

/**
 * One value normalised by its field's kind. The locale decides separators and date order (the caller merges
 * document, mapping and company locale); what it cannot decide comes back as a reason with a sentence for
 * the reviewer, never as a guess.
 */
export function normaliseValue(raw: string, kind: FieldKind, locale: ValueLocale): NormaliseResult {
  const text = raw.trim();
  if (!text) return { ok: true, value: null };
  switch (kind) {
    case 'amount': {
      const r = parseAmount(text, locale.decimal);
      if (r.ok)
        return {
          ok: true,
          value: { kind, value: r.value, currency: r.currency ?? localCurrency(text, locale.currency) },
        };
      if (r.reason === 'empty') return { ok: true, value: null };
      if (r.reason === 'ambiguous_separator')
        return failed(
          r.reason,
          `The amount "${text}" could be ${readingsOf(text, (d) => parseAmount(text, d))}: nothing on the document decides the decimal mark.`,
        );
      return failed(r.reason, `"${text}" is not an amount.`);
    }
    case 'date': {
      const r = parseDate(text, locale.dateOrder);
      if (r.ok) return { ok: true, value: { kind, value: r.iso } };
      if (r.reason === 'empty') return { ok: true, value: null };
      if (r.reason === 'ambiguous_order')
        return failed(
          r.reason,
          `The date "${text}" could be ${dayMonth(text, 'DMY')} or ${dayMonth(text, 'MDY')}: nothing on the document decides.`,
        );
      if (r.reason === 'impossible') return failed(r.reason, `The date "${text}" does not exist.`);
      return failed(r.reason, `"${text}" is not a date.`);
    }
    case 'quantity':
    case 'percentage': {
      const r = readFigure(text, kind, locale.decimal);
      if (r.ok) return { ok: true, value: { kind, value: r.value } };
      if (r.reason === 'ambiguous_separator')
        return failed(
          r.reason,
          `The number "${text}" could be ${readingsOf(text, (d) => readFigure(text, kind, d))}: nothing on the document decides the decimal mark.`,
        );
      return failed(r.reason, `"${text}" is not a ${kind === 'percentage' ? 'percentage' : 'quantity'}.`);
    }
    case 'identifier':
      return { ok: true, value: { kind, value: cleanIdentifier(text) } };
    case 'text':
      return { ok: true, value: { kind, value: text } };
  }
}

/** The locale's currency for an amount that names none, unless its bare mark says otherwise ("$" is no EUR). */
function localCurrency(text: string, code: string | null): string | null {
  return code && bareMarkAllows(text, code) ? code : null;
}

function failed(reason: Exclude<NormaliseResult, { ok: true }>['reason'], message: string): NormaliseResult {
  return { ok: false, reason, message };
}

/** "1234 or 1.234": the value read with a decimal comma, then with a decimal point. */
function readingsOf(text: string, read: (d: ',' | '.') => { ok: boolean; value?: number }): string {
  return [read(','), read('.')].map((r) => String(r.value)).join(' or ');
}

/** "5 March": the date read in one order, for a reviewer. */
function dayMonth(text: string, order: 'DMY' | 'MDY'): string {
  const r = parseDate(text, order);
  if (!r.ok) return '?';
  const [, month, day] = r.iso.split('-').map(Number);
  return `${day} ${ENGLISH_MONTH[month! - 1]}`;
}
