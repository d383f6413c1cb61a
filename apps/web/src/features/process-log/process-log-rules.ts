import dayjs from 'dayjs';
import {
  DASHBOARD_MSG,
  DOWNLOAD_DEFAULT_DAYS,
  PROCESS_LOG_MSG,
  RETENTION_MSG,
  type CompanyLocale,
  type FileLogDelivery,
  type FileLogRow,
} from '@paperbridge/contracts';
import { formatMomentForLocale } from '../../app/locale/locale-format';

/**
 * Spec 002 §4 "Resend icons": enabled only if approval is not required (or was given) and the
 * document is not deleted; otherwise disabled with the reason as the tooltip (spec 002 §8).
 */
export function resendState(
  row: Pick<FileLogRow, 'isApproved' | 'isDeleted'>,
  d: FileLogDelivery,
  locale: CompanyLocale,
): { enabled: boolean; tooltip: string } {
  if (row.isDeleted) return { enabled: false, tooltip: RETENTION_MSG.dataRemoved };
  if (!row.isApproved) return { enabled: false, tooltip: PROCESS_LOG_MSG.approvalNeeded };
  return { enabled: true, tooltip: `Resend to ${d.destination}${deliveryNote(d, locale)}` };
}

/** How the last delivery stands, for the tooltip. */
function deliveryNote(d: FileLogDelivery, locale: CompanyLocale): string {
  if (d.status === 'success') return d.sentAt ? ` (sent ${formatMomentForLocale(d.sentAt, locale)})` : ' (sent)';
  if (d.status === 'failed') return ` (failed: ${d.error ?? 'not delivered'})`;
  if (d.status === 'pending' || d.status === 'running') return d.error ? ` (waiting: ${d.error})` : ' (on its way)';
  return ' (not sent yet)';
}

/** The icon's colour: green sent, red failed, orange on its way, grey not handed to delivery. */
export const deliveryColor = (d: FileLogDelivery) =>
  d.status === 'success'
    ? 'green'
    : d.status === 'failed'
      ? 'red'
      : d.status === 'pending' || d.status === 'running'
        ? 'orange'
        : 'gray';

/**
 * The Download modal's first range (issue 26, instead of spec 002 §9's today to today + 7, which reached into days
 * with nothing received yet): the last DOWNLOAD_DEFAULT_DAYS days up to today, as calendar days where the user is
 * (the dates are shown in the company's format and read in the browser's time zone, as the rest of the app does).
 */
export function defaultDownloadRange(now = new Date()): { from: string; to: string } {
  return {
    from: dayjs(now).subtract(DOWNLOAD_DEFAULT_DAYS, 'day').format('YYYY-MM-DD'),
    to: dayjs(now).format('YYYY-MM-DD'),
  };
}

/** The End Date's complaint, or null: the range must not end before it starts (the server refuses the same). */
export const downloadRangeError = (from: string | null, to: string | null): string | null =>
  from && to && to < from ? DASHBOARD_MSG.dateRange : null;

/** Spec 002 §5: Download is disabled if either date is empty; and while the range ends before it starts. */
export const canDownload = (from: string | null, to: string | null) =>
  Boolean(from && to) && !downloadRangeError(from, to);

/** The Download file result (base64, spec 002 §3) saved by the browser under its own name. */
export function saveDownloadedFile(file: {
  fileContents: string;
  contentType: string;
  fileDownloadName: string;
}): void {
  const bytes = Uint8Array.from(atob(file.fileContents), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileDownloadName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
