import {
  formatAmountForLocale,
  formatDateForLocale,
  type ApprovalData,
  type CompanyLocale,
  type TypedReading,
} from '@paperbridge/contracts';

const MONTHS = [
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

/** '2018-03-05' → '5 March 2018': the month spelled out, so day and month cannot be taken for each other. */
export function spelledDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** A typographic minus: '−529,87' cannot be mistaken for a dash between words. */
const withMinus = (s: string) => s.replace(/^-/, '\u2212');

/**
 * What a value will be delivered as (issue 30 point 1), shown the company's way: an amount with its currency
 * ('−529,87 EUR'), a date in the company's order with the month spelled out ('05.03.2018 (5 March 2018)'), an
 * identifier or figure when it differs from the text as read. Null when there is nothing to add (text, an empty
 * value, an identifier delivered as read). The server typed it: the browser only formats.
 */
export function deliveredAsText(reading: TypedReading, value: string, locale: CompanyLocale): string | null {
  const { typed } = reading;
  if (typed === null) return null;
  switch (reading.kind) {
    case 'amount':
      return typeof typed === 'number'
        ? [withMinus(formatAmountForLocale(typed, locale)), reading.currency].filter(Boolean).join(' ')
        : null;
    case 'date':
      return typeof typed === 'string' ? `${formatDateForLocale(typed, locale)} (${spelledDate(typed)})` : null;
    case 'percentage':
    case 'quantity': {
      if (typeof typed !== 'number') return null;
      const shown = withMinus(String(typed).replace('.', locale.decimal)) + (reading.kind === 'percentage' ? ' %' : '');
      return shown === value.trim() ? null : shown;
    }
    case 'identifier':
      return String(typed) === value.trim() ? null : String(typed);
    default:
      return null;
  }
}

/** The readings the server answered with the data (facts), and each value as loaded, by label. */
export interface DeliveredValues {
  readings: Record<string, TypedReading>;
  /** a value changed since it was loaded is not what its reading describes */
  loaded: ReadonlyMap<string, string>;
}

/** From GetDataForApproval's answer; undefined when it has no facts (data stored before issue 30). */
export function deliveredValuesOf(original: ApprovalData | null): DeliveredValues | undefined {
  if (!original?.facts) return undefined;
  // the server describes the first value of each label that is not deleted, in this order
  const loaded = new Map<string, string>();
  for (const f of [...original.form, ...original.extactedFromTable])
    if (!f.isDelete && !loaded.has(f.label)) loaded.set(f.label, f.value);
  return { readings: original.facts.values, loaded };
}

/** The reading of a value as it is now, or null when it was deleted or changed since it was loaded. */
export function readingOf(
  delivered: DeliveredValues | undefined,
  field: { label: string; value: string; isDelete: boolean },
): TypedReading | null {
  if (!delivered || field.isDelete || delivered.loaded.get(field.label) !== field.value) return null;
  return delivered.readings[field.label] ?? null;
}
