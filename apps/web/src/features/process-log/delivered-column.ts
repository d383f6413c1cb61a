import type { CompanyLocale, FileLogRow } from '@paperbridge/contracts';
import { formatMomentForLocale } from '../../app/locale/locale-format';

/**
 * The Delivered column (issue 26: "Process date" is when the data was read, not when it was sent): when each
 * destination last received the document, or how its delivery stands; named per destination when there are several.
 */
export function deliveredLines(row: Pick<FileLogRow, 'deliveries'>, locale: CompanyLocale): string[] {
  const named = row.deliveries.length > 1;
  return row.deliveries.map((d) => {
    const state =
      d.status === 'success'
        ? d.sentAt
          ? formatMomentForLocale(d.sentAt, locale)
          : 'Sent'
        : d.status === 'failed'
          ? 'Not delivered'
          : d.status === 'pending' || d.status === 'running'
            ? 'On its way'
            : 'Not sent yet';
    return named ? `${d.destination}: ${state}` : state;
  });
}
