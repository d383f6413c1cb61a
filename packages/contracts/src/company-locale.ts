/**
 * A company's regional settings (issue 30 point 5): its country drives the
 * defaults (dial code, currency, date order, decimal mark); the company
 * profile may override currency, date order and decimal mark. Shared by the
 * server (pipeline parsing, delivered files) and the web app (what the
 * company sees), so both show a German company 05.03.2018 and 1.234,50.
 */
import { findCountry } from './countries.ts';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';
export type DecimalMark = ',' | '.';
export interface CompanyLocale {
  country: string;
  currency: string;
  dialCode: string;
  dateOrder: DateOrder;
  decimal: DecimalMark;
}

export const DATE_ORDERS = ['DMY', 'MDY', 'YMD'] as const satisfies readonly DateOrder[];
export const DECIMAL_MARKS = [',', '.'] as const satisfies readonly DecimalMark[];

const FALLBACK_COUNTRY = 'AU';

/** a country's defaults (AU when unknown) */
export function defaultLocaleFor(country: string | null | undefined): CompanyLocale {
  const found = findCountry(country) ?? findCountry(FALLBACK_COUNTRY)!;
  return {
    country: found.code,
    currency: found.currency,
    dialCode: found.dialCode,
    dateOrder: found.dateOrder,
    decimal: found.decimal,
  };
}

function dateSeparator(order: DateOrder, country: string): string {
  // ISO order reads as ISO everywhere; a day/month order keeps the country's
  // own separator (05.03.2018 in Germany, 05-03-2018 in the Netherlands).
  if (order === 'YMD') return '-';
  const own = findCountry(country);
  return own && own.dateOrder !== 'YMD' ? own.dateSeparator : '/';
}

/** a date shown the company's way: '2018-03-05' → '05.03.2018' for DE, '05/03/2018' for AU/GB, '03/05/2018' for US */
export function formatDateForLocale(iso: string, locale: Pick<CompanyLocale, 'dateOrder' | 'country'>): string {
  // The calendar date is read from the text as written: converting through
  // Date would shift a timestamp's day by the browser's time zone.
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return iso ?? '';
  const [, y, m, d] = match;
  const sep = dateSeparator(locale.dateOrder, locale.country);
  if (locale.dateOrder === 'YMD') return [y, m, d].join(sep);
  if (locale.dateOrder === 'MDY') return [m, d, y].join(sep);
  return [d, m, y].join(sep);
}

function groupSeparator(decimal: DecimalMark, country: string): string {
  const own = findCountry(country);
  // The country's own grouping only when the company kept its decimal mark;
  // otherwise the other mark groups, so the two can never be confused.
  if (own && own.decimal === decimal) return own.groupSeparator;
  return decimal === ',' ? '.' : ',';
}

/** an amount shown the company's way: 1234.5 → '1.234,50' for DE */
export function formatAmountForLocale(value: number, locale: Pick<CompanyLocale, 'decimal' | 'country'>): string {
  if (!Number.isFinite(value)) return '';
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const group = groupSeparator(locale.decimal, locale.country);
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = value < 0 && Number(whole) + Number(cents) > 0;
  return `${negative ? '-' : ''}${grouped}${locale.decimal}${cents}`;
}
