import { describe, expect, it } from 'vitest';
import { defaultLocaleFor, type ApprovalData } from '@paperbridge/contracts';
import { deliveredAsText, deliveredValuesOf, readingOf, spelledDate } from './delivered-as';

const DE = defaultLocaleFor('DE');
const US = defaultLocaleFor('US');

describe('"Delivered as": each value as the accounting system receives it, shown the company\'s way (issue 30)', () => {
  it("an amount is formatted the company's way with its currency; a credit note's is negative", () => {
    expect(deliveredAsText({ kind: 'amount', typed: -529.87, currency: 'EUR' }, '529,87', DE)).toBe('\u2212529,87 EUR');
    expect(deliveredAsText({ kind: 'amount', typed: 1234.5, currency: 'EUR' }, '1.234,50', DE)).toBe('1.234,50 EUR');
    expect(deliveredAsText({ kind: 'amount', typed: 1234.5, currency: 'EUR' }, '1.234,50', US)).toBe('1,234.50 EUR');
    expect(deliveredAsText({ kind: 'amount', typed: 8.79, currency: null }, '8,79', DE)).toBe('8,79');
  });

  it("a date is shown in the company's order with the month spelled out, so the order cannot be mistaken", () => {
    expect(deliveredAsText({ kind: 'date', typed: '2018-03-05' }, '05.03.2018', DE)).toBe('05.03.2018 (5 March 2018)');
    expect(deliveredAsText({ kind: 'date', typed: '2018-03-05' }, '05.03.2018', US)).toBe('03/05/2018 (5 March 2018)');
    expect(spelledDate('2018-12-31')).toBe('31 December 2018');
  });

  it('an identifier is shown only when cleaning changed it; figures only when they differ from the text read', () => {
    expect(deliveredAsText({ kind: 'identifier', typed: '471102' }, 'Rechnungsnummer 471102', DE)).toBe('471102');
    expect(deliveredAsText({ kind: 'identifier', typed: '471102' }, '471102', DE)).toBeNull();
    expect(deliveredAsText({ kind: 'quantity', typed: 2.5 }, '2,5 Stk', DE)).toBe('2,5');
    expect(deliveredAsText({ kind: 'percentage', typed: 19 }, '19 %', DE)).toBeNull();
  });

  it('text, empty and unreadable values add nothing (the problem is shown on its own)', () => {
    expect(deliveredAsText({ kind: 'text', typed: 'Lieferant GmbH' }, 'Lieferant GmbH', DE)).toBeNull();
    expect(deliveredAsText({ kind: 'amount', typed: null, problem: '"abc" is not an amount.' }, 'abc', DE)).toBeNull();
  });

  it('a value deleted or changed since it was loaded has no reading: the server typed the value as loaded', () => {
    const field = (id: number, label: string, value: string) => ({
      id,
      dF_Id: id,
      label,
      value,
      isDelete: false,
      confidence: 99,
      page: 1,
      polygon: null,
      isRequired: false,
      missing: false,
    });
    const original: ApprovalData = {
      docRef: '471102',
      form: [field(1, 'Total Amount', '529,87'), field(2, 'Invoice Date', '05.03.2018')],
      extactedFromTable: [],
      tables: [],
      facts: {
        documentKind: 'invoice',
        documentKindEvidence: null,
        appearsFrom: null,
        currency: 'EUR',
        values: { 'Total Amount': { kind: 'amount', typed: 529.87, currency: 'EUR' } },
      },
    };
    const delivered = deliveredValuesOf(original);
    expect(readingOf(delivered, { label: 'Total Amount', value: '529,87', isDelete: false })?.typed).toBe(529.87);
    expect(readingOf(delivered, { label: 'Total Amount', value: '592,87', isDelete: false })).toBeNull();
    expect(readingOf(delivered, { label: 'Total Amount', value: '529,87', isDelete: true })).toBeNull();
    expect(readingOf(delivered, { label: 'Invoice Date', value: '05.03.2018', isDelete: false })).toBeNull();
    expect(deliveredValuesOf({ ...original, facts: undefined })).toBeUndefined();
  });
});
