import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MSG,
  defaultLocaleFor,
  PROCESS_LOG_MSG,
  RETENTION_MSG,
  type FileLogDelivery,
} from '@paperbridge/contracts';
import { canDownload, defaultDownloadRange, downloadRangeError, resendState } from './process-log-rules';

const AU = defaultLocaleFor('AU');
const sent: FileLogDelivery = { destination: 'Webhook', status: 'success', sentAt: null, error: null, location: null };

describe('Process Log rules (spec 002 §4, §5, §9)', () => {
  it('resend icons are enabled only when approval is not required and the document is not deleted', () => {
    expect(resendState({ isApproved: true, isDeleted: false }, sent, AU)).toEqual({
      enabled: true,
      tooltip: 'Resend to Webhook (sent)',
    });
    expect(resendState({ isApproved: false, isDeleted: false }, sent, AU)).toEqual({
      enabled: false,
      tooltip: PROCESS_LOG_MSG.approvalNeeded,
    });
    expect(resendState({ isApproved: true, isDeleted: true }, sent, AU)).toEqual({
      enabled: false,
      tooltip: RETENTION_MSG.dataRemoved,
    });
  });

  it("the tooltip says when it was sent, the company's way (issue 30 point 5)", () => {
    const sentAt = new Date(2018, 2, 5, 14, 7).toISOString();
    expect(
      resendState({ isApproved: true, isDeleted: false }, { ...sent, sentAt }, defaultLocaleFor('DE')).tooltip,
    ).toBe('Resend to Webhook (sent 05.03.2018 14:07)');
    expect(resendState({ isApproved: true, isDeleted: false }, { ...sent, sentAt }, AU).tooltip).toBe(
      'Resend to Webhook (sent 05 Mar 2018 02:07 PM)',
    );
  });

  it('the Download modal ends today and starts a week before (issue 26), in local calendar days', () => {
    expect(defaultDownloadRange(new Date(2026, 10, 23, 15, 0))).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    expect(defaultDownloadRange(new Date(2027, 0, 3, 23, 59))).toEqual({ from: '2026-12-27', to: '2027-01-03' });
    expect(defaultDownloadRange(new Date(2026, 2, 1, 0, 0))).toEqual({ from: '2026-02-22', to: '2026-03-01' });
  });

  it('Download is disabled while a date is empty or the End Date is before the From Date, which is said', () => {
    expect(canDownload('2026-11-16', '2026-11-23')).toBe(true);
    expect(canDownload('2026-11-23', '2026-11-23')).toBe(true);
    expect(canDownload('', '2026-11-30')).toBe(false);
    expect(canDownload('2026-11-23', null)).toBe(false);
    expect(canDownload('2026-11-23', '2026-11-22')).toBe(false);
    expect(downloadRangeError('2026-11-23', '2026-11-22')).toBe(DASHBOARD_MSG.dateRange);
    expect(downloadRangeError('2026-11-22', '2026-11-23')).toBeNull();
    expect(downloadRangeError(null, '2026-11-23')).toBeNull();
  });
});
