import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultAnalyticsFilter, monthLabel, referenceHref, toAnalyticsFilter } from './analytics-format';

describe('analytics tabs (spec 000 §2 tabs 2 and 3)', () => {
  it('the default range is 180 days back to today, with empty reference and file name', () => {
    expect(defaultAnalyticsFilter(dayjs('2025-06-30T15:00:00'))).toEqual({
      reference: '',
      fileName: '',
      dateFrom: '2025-01-01',
      dateTo: '2025-06-30',
    });
  });

  it('blank text filters are left out; the days and the time zone are sent as they are', () => {
    expect(
      toAnalyticsFilter(
        { reference: '  ', fileName: ' lease ', dateFrom: '2025-01-01', dateTo: '2025-03-31' },
        'Australia/Sydney',
      ),
    ).toEqual({
      reference: undefined,
      fileName: 'lease',
      dateFrom: '2025-01-01',
      dateTo: '2025-03-31',
      timeZone: 'Australia/Sydney',
    });
  });

  it('the reference links to the AI site with page=legal (DA) or page=medicine (IG), the token and ref', () => {
    const config = { aiSiteUrl: 'https://ai.example.com/redirect' };
    const da = new URL(referenceHref(config, 'DA', 'tok 1', 'LLA/01&x')!);
    expect(da.origin + da.pathname).toBe('https://ai.example.com/redirect');
    expect(Object.fromEntries(da.searchParams)).toEqual({ page: 'legal', token: 'tok 1', ref: 'LLA/01&x' });
    expect(new URL(referenceHref(config, 'IG', 't', 'RX-1')!).searchParams.get('page')).toBe('medicine');
    expect(referenceHref({ aiSiteUrl: null }, 'DA', 't', 'r')).toBeNull();
  });

  it('months read as on the chart axis', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025');
  });
});
