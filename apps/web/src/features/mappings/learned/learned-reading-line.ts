import type { LearnedReading } from '@paperbridge/contracts';
import dayjs from 'dayjs';

const ORIGIN: Record<LearnedReading['origin'], string> = { review: 'review', sample: "the sample's corrected text" };

/**
 * One learned rule as the mapping screen says it (issue 22 point 3):
 * 'Merchant Name: reads "SANYO STATIONERY SHOP" → delivers "SANYU STATIONERY SHOP", learned from 478.jpg on 26 Nov 2026 (review)'.
 */
export function learnedReadingLine(field: string, r: LearnedReading): string {
  const from = r.learnedFrom ? ` from ${r.learnedFrom}` : '';
  const on = r.learnedAt && dayjs(r.learnedAt).isValid() ? ` on ${dayjs(r.learnedAt).format('D MMM YYYY')}` : '';
  return `${field}: reads “${r.read}” → delivers “${r.value}”, learned${from}${on} (${ORIGIN[r.origin]})`;
}
