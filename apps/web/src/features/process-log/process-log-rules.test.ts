import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, PROCESS_LOG_MSG, RETENTION_MSG, type FileLogDelivery } from '@paperbridge/contracts';
import { canDownload, defaultDownloadRange, resendState } from './process-log-rules';

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

  it('the Download modal starts at today to today + 7 days and is disabled while a date is empty', () => {
    expect(defaultDownloadRange(new Date(2026, 10, 23, 15, 0))).toEqual({ from: '2026-11-23', to: '2026-11-30' });
    expect(defaultDownloadRange(new Date(2026, 11, 28))).toEqual({ from: '2026-12-28', to: '2027-01-04' });
    expect(canDownload('2026-11-23', '2026-11-30')).toBe(true);
    expect(canDownload('', '2026-11-30')).toBe(false);
    expect(canDownload('2026-11-23', null)).toBe(false);
  });
});
