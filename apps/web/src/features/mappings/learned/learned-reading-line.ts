import type { CompanyLocale, LearnedReading } from '@paperbridge/contracts';
import { formatDayForLocale } from '../../../app/locale/locale-format';

const ORIGIN: Record<LearnedReading['origin'], string> = { review: 'review', sample: "the sample's corrected text" };

/**
 * One learned rule as the mapping screen says it (issue 22 point 3):
 * 'Merchant Name: reads "SANYO STATIONERY SHOP" → delivers "SANYU STATIONERY SHOP", learned from 478.jpg on 26 Nov 2026 (review)', the day the company's way.
 */
export function learnedReadingLine(field: string, r: LearnedReading, locale: CompanyLocale): string {
  const from = r.learnedFrom ? ` from ${r.learnedFrom}` : '';
  const on =
    r.learnedAt && !Number.isNaN(Date.parse(r.learnedAt)) ? ` on ${formatDayForLocale(r.learnedAt, locale)}` : '';
  return `${field}: reads “${r.read}” → delivers “${r.value}”, learned${from}${on} (${ORIGIN[r.origin]})`;
}
