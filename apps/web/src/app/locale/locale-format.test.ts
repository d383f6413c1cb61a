import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, UPLOAD_MSG } from '@paperbridge/contracts';
import {
  datePatternForLocale,
  formatDayForLocale,
  formatMomentForLocale,
  formatPercentForLocale,
  localIsoDate,
  localiseDayInMessage,
} from './locale-format';

const DE = defaultLocaleFor('DE');
const AU = defaultLocaleFor('AU');
const US = defaultLocaleFor('US');

describe('dates and times the company way (issue 30 point 5)', () => {
  it("a moment shows its local date in the company's order and separator, then a 24-hour time", () => {
    const moment = new Date(2018, 2, 5, 14, 7).toISOString();
    expect(formatMomentForLocale(moment, DE)).toBe('05.03.2018 14:07');
    expect(formatMomentForLocale(moment, US)).toBe('03/05/2018 14:07');
    expect(formatMomentForLocale(moment, defaultLocaleFor('NL'))).toBe('05-03-2018 14:07');
  });
  it("Australia, the spec's country, keeps the spec's DD MMM YYYY hh:mm A in local time (spec 000 §9)", () => {
    expect(formatMomentForLocale(new Date(2025, 2, 7, 15, 4).toISOString(), AU)).toBe('07 Mar 2025 03:04 PM');
    expect(formatDayForLocale(new Date(2025, 2, 7, 15, 4).toISOString(), AU)).toBe('07 Mar 2025');
  });
  it('an Australian company that chose another date order sees that order', () => {
    const moment = new Date(2018, 2, 5, 14, 7).toISOString();
    expect(formatMomentForLocale(moment, { ...AU, dateOrder: 'YMD' })).toBe('2018-03-05 14:07');
  });
  it("the calendar day is the browser's, not UTC's", () => {
    expect(localIsoDate(new Date(2018, 11, 31, 23, 59))).toBe('2018-12-31');
    expect(formatDayForLocale(new Date(2018, 11, 31, 23, 59).toISOString(), DE)).toBe('31.12.2018');
  });
  it('a bare ISO day is that calendar day as written', () => {
    expect(formatDayForLocale('2018-03-05', DE)).toBe('05.03.2018');
    expect(formatDayForLocale('2018-03-05', US)).toBe('03/05/2018');
    expect(formatDayForLocale('2018-03-05', AU)).toBe('05 Mar 2018');
  });
  it('text that is no moment is shown as it is', () => {
    expect(formatMomentForLocale('soon', DE)).toBe('soon');
    expect(formatDayForLocale('soon', DE)).toBe('soon');
  });
});

describe('date pickers show the company format', () => {
  it("as a dayjs pattern: the spec's DD/MM/YYYY in Australia, DD.MM.YYYY in Germany", () => {
    expect(datePatternForLocale(AU)).toBe('DD/MM/YYYY');
    expect(datePatternForLocale(DE)).toBe('DD.MM.YYYY');
    expect(datePatternForLocale(US)).toBe('MM/DD/YYYY');
    expect(datePatternForLocale({ ...DE, dateOrder: 'YMD' })).toBe('YYYY-MM-DD');
  });
});

describe("a server sentence's day the company way", () => {
  it("rewrites only the template's day", () => {
    expect(localiseDayInMessage(UPLOAD_MSG.duplicate('2026-01-02'), UPLOAD_MSG.duplicate, DE)).toBe(
      'This document was already uploaded for this mapping on 02.01.2026.',
    );
    expect(localiseDayInMessage(UPLOAD_MSG.duplicate('2026-01-02'), UPLOAD_MSG.duplicate, AU)).toBe(
      'This document was already uploaded for this mapping on 02 Jan 2026.',
    );
  });
  it('leaves any other text alone, dates in it included', () => {
    expect(localiseDayInMessage('invoice_2026-01-02.pdf could not be read', UPLOAD_MSG.duplicate, DE)).toBe(
      'invoice_2026-01-02.pdf could not be read',
    );
    expect(localiseDayInMessage(UPLOAD_MSG.duplicate('yesterday'), UPLOAD_MSG.duplicate, DE)).toBe(
      UPLOAD_MSG.duplicate('yesterday'),
    );
  });
});

describe('percentages', () => {
  it("with the company's decimal mark, blank when null", () => {
    expect(formatPercentForLocale(87.5, DE)).toBe('87,5%');
    expect(formatPercentForLocale(87.5, AU)).toBe('87.5%');
    expect(formatPercentForLocale(100, DE)).toBe('100%');
    expect(formatPercentForLocale(null, DE)).toBe('');
  });
});
