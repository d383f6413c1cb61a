import { describe, expect, it } from 'vitest';
import { defaultLocaleFor } from '@paperbridge/contracts';
import { formatMomentForLocale, localIsoDate } from './locale-format';

describe('dates and times the company way', () => {
  it('a moment shows its local date in the company order, then the time', () => {
    const moment = new Date(2018, 2, 5, 14, 7).toISOString();
    expect(formatMomentForLocale(moment, defaultLocaleFor('DE'))).toBe('05.03.2018 14:07');
    expect(formatMomentForLocale(moment, defaultLocaleFor('AU'))).toBe('05/03/2018 14:07');
    expect(formatMomentForLocale(moment, defaultLocaleFor('US'))).toBe('03/05/2018 14:07');
  });
  it('the calendar day is the browser\'s, not UTC\'s', () => {
    expect(localIsoDate(new Date(2018, 11, 31, 23, 59))).toBe('2018-12-31');
  });
  it('text that is no moment is shown as it is', () => {
    expect(formatMomentForLocale('soon', defaultLocaleFor('DE'))).toBe('soon');
  });
});
