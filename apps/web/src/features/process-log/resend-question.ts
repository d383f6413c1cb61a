import type { CompanyLocale, FileLogDelivery, FileLogRow } from '@paperbridge/contracts';
import { formatMomentForLocale } from '../../app/locale/locale-format';

/**
 * What the resend confirmation asks (issue 26: a badge click used to resend at once): which document, which
 * destination, and what the click will do given how that delivery stands, so a resend is never sent by a slip.
 */
export function resendQuestion(
  row: Pick<FileLogRow, 'docRefs' | 'fileName'>,
  d: FileLogDelivery,
  locale: CompanyLocale,
): { question: string; detail: string } {
  const doc = row.fileName && row.fileName !== row.docRefs ? `${row.docRefs} (${row.fileName})` : row.docRefs;
  return { question: `Send the data of ${doc} to ${d.destination} again?`, detail: detailOf(d, locale) };
}

function detailOf(d: FileLogDelivery, locale: CompanyLocale): string {
  if (d.status === 'success') {
    const where = d.location ? ` to ${d.location}` : '';
    const when = d.sentAt ? ` on ${formatMomentForLocale(d.sentAt, locale)}` : '';
    return `It was delivered${where}${when}. ${d.destination} receives it again, as a new message.`;
  }
  if (d.status === 'failed')
    return `The last delivery failed: ${sentence(d.error ?? 'not delivered')} It is tried again now.`;
  if (d.status === 'pending' || d.status === 'running')
    return `It is waiting for its next try${d.error ? `: ${sentence(d.error)}` : '.'} It is tried again now.`;
  return 'It has not been sent yet. It is sent now.';
}

/** The delivery's own error text ends with its full stop (most do already). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
