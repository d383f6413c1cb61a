import { formatDateForLocale, type CompanyLocale } from '@paperbridge/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of a moment in this browser's time zone, as 'YYYY-MM-DD'. */
export function localIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A stored moment (an ISO timestamp) the company's way: its date order and separator, then the local time ('05.03.2018 14:07'). */
export function formatMomentForLocale(iso: string, locale: Pick<CompanyLocale, 'dateOrder' | 'country'>): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDateForLocale(localIsoDate(d), locale)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
