import type { FieldKind, TypedValue } from '@paperbridge/contracts';
import { normaliseValue } from '@paperbridge/engine';
import type { ValueLocale } from '../../../db/schema/index.ts';

export interface TypedReading {
  /** the normalised value: a number, an ISO date, cleaned text; null when empty or unreadable */
  value: TypedValue;
  /** an amount's currency: its own symbol or code, else the document's */
  currency: string | null;
  /** why the value could not be normalised; the raw reading is still delivered */
  problem: { code: 'value_unreadable' | 'date_ambiguous'; message: string } | null;
}

// 05.03.2018: dotted numeric dates are day first wherever they are written (DE, AT, CH, PL, NL…)
const DOTTED_DATE = /^\D*\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\D*$/;

/**
 * One value read per its field's kind and the document's conventions. A date whose order nothing on the page or
 * the mapping decides is read by a dotted date's convention (day first), else the company's order, and flagged so
 * that a person confirms it: never guessed silently.
 */
export function typeValue(
  raw: string,
  kind: FieldKind,
  locale: ValueLocale,
  companyDateOrder: 'DMY' | 'MDY' | 'YMD',
): TypedReading {
  if (!raw.trim()) return { value: null, currency: null, problem: null };
  let order = locale.dateOrder;
  let guessed = false;
  if (kind === 'date' && !order) {
    if (DOTTED_DATE.test(raw)) order = 'DMY';
    else {
      order = companyDateOrder;
      guessed = true;
    }
  }
  const out = normaliseValue(raw, kind, { decimal: locale.decimal, dateOrder: order, currency: locale.currency });
  if (!out.ok)
    return {
      value: null,
      currency: null,
      problem: { code: out.reason === 'ambiguous_order' ? 'date_ambiguous' : 'value_unreadable', message: out.message },
    };
  const v = out.value;
  if (!v) return { value: null, currency: null, problem: null };
  // a bare "$" names no currency (the engine answers none): the document's is not put in its place
  if (v.kind === 'amount')
    return { value: v.value, currency: v.currency ?? (/\$/.test(raw) ? null : locale.currency), problem: null };
  if (v.kind === 'date' && guessed && isAmbiguous(raw, kind, locale)) {
    return {
      value: v.value,
      currency: null,
      problem: { code: 'date_ambiguous', message: ambiguousMessage(raw, v.value, order!) },
    };
  }
  return { value: v.value, currency: null, problem: null };
}

/**
 * A value as delivered (issue 30 point 3): typed, and a credit note's amounts negative (a positive amount printed on
 * it is what is credited; one printed negative, "8,79-", already is).
 */
export function deliveredReading(
  raw: string,
  kind: FieldKind,
  locale: ValueLocale,
  companyDateOrder: 'DMY' | 'MDY' | 'YMD',
  documentKind: 'invoice' | 'credit_note',
): TypedReading {
  const r = typeValue(raw, kind, locale, companyDateOrder);
  return kind === 'amount' && documentKind === 'credit_note' && typeof r.value === 'number' && r.value > 0
    ? { ...r, value: -r.value }
    : r;
}

/** Whether the other order would read the same text as a different valid date. */
function isAmbiguous(raw: string, kind: FieldKind, locale: ValueLocale): boolean {
  const other = normaliseValue(raw, kind, { decimal: locale.decimal, dateOrder: null, currency: locale.currency });
  return !other.ok && other.reason === 'ambiguous_order';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const spelled = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTH_NAMES[m! - 1]} ${y}`;
};

function ambiguousMessage(raw: string, iso: string, order: 'DMY' | 'MDY' | 'YMD'): string {
  const way = order === 'MDY' ? 'month first' : 'day first';
  return `The date "${raw.trim()}" was read ${way} (${spelled(iso)}), as the company writes dates: nothing on the document decides. Approving it teaches the mapping this order.`;
}
