import dayjs from 'dayjs';
import { formatDateForLocale, type CompanyLocale } from '@paperbridge/contracts';

type DateLocale = Pick<CompanyLocale, 'dateOrder' | 'country'>;

/**
 * Spec 000 §9 fixes one display format, "DD MMM YYYY hh:mm A (local time)", written for the spec's
 * default country. A company there that keeps its day-first order sees exactly that; every other
 * company sees its own date order and separator and a 24-hour time (issue 30 point 5).
 */
const SPEC_COUNTRY = 'AU';
const SPEC_MOMENT = 'DD MMM YYYY hh:mm A';
const SPEC_DAY = 'DD MMM YYYY';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the company reads the spec's own formats (Australia, day first). */
export const followsSpecFormat = (locale: DateLocale) => locale.country === SPEC_COUNTRY && locale.dateOrder === 'DMY';

/** The calendar date of a moment in this browser's time zone, as 'YYYY-MM-DD'. */
export function localIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A stored moment (an ISO timestamp) in the browser's local time: '05 Mar 2018 02:07 PM' in Australia, '05.03.2018 14:07' in Germany. */
export function formatMomentForLocale(iso: string, locale: DateLocale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (followsSpecFormat(locale)) return dayjs(d).format(SPEC_MOMENT);
  return `${formatDateForLocale(localIsoDate(d), locale)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A day without its time: '05 Mar 2018' in Australia, '05.03.2018' in Germany. A bare 'YYYY-MM-DD'
 * is that calendar day as written; a timestamp is the day it was in the browser's time zone.
 */
export function formatDayForLocale(iso: string, locale: DateLocale): string {
  const d = new Date(iso);
  const day = ISO_DAY.test(iso) ? iso : Number.isNaN(d.getTime()) ? null : localIsoDate(d);
  if (!day) return iso;
  return followsSpecFormat(locale) ? dayjs(day).format(SPEC_DAY) : formatDateForLocale(day, locale);
}

/**
 * The company's date as a dayjs pattern, for date pickers (Mantine's valueFormat): 'DD/MM/YYYY' in
 * Australia (the spec's picker format), 'DD.MM.YYYY' in Germany, 'MM/DD/YYYY' in the US. It is read
 * off formatDateForLocale with distinct placeholder digits, so order and separator have one source.
 */
export function datePatternForLocale(locale: DateLocale): string {
  return formatDateForLocale('1111-22-33', locale).replace('33', 'DD').replace('22', 'MM').replace('1111', 'YYYY');
}

/**
 * A server sentence that carries an ISO day, made by `template` (a contracts message such as
 * UPLOAD_MSG.duplicate), with that day the company's way. Any other text is left as it came, so a
 * file name that happens to hold a date is never rewritten.
 */
export function localiseDayInMessage(text: string, template: (day: string) => string, locale: DateLocale): string {
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  if (text.length < before.length + after.length || !text.startsWith(before) || !text.endsWith(after)) return text;
  const day = text.slice(before.length, text.length - after.length);
  return ISO_DAY.test(day) ? template(formatDayForLocale(day, locale)) : text;
}

/** A percentage with the company's decimal mark ('87,5%' in Germany); blank when there is none. */
export function formatPercentForLocale(value: number | null, locale: Pick<CompanyLocale, 'decimal'>): string {
  if (value === null || !Number.isFinite(value)) return '';
  const digits = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${digits.replace('.', locale.decimal)}%`;
}
