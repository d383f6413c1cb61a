import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLocaleFor, formatAmountForLocale, formatDateForLocale } from './company-locale.ts';
import { COUNTRIES, CURRENCIES, contactLengthIssue, phoneLengthIssue } from './countries.ts';

describe('company locale: the country drives the defaults', () => {
  it('a German company gets +49, EUR, day-first dates and a decimal comma', () => {
    assert.deepEqual(defaultLocaleFor('DE'), {
      country: 'DE',
      currency: 'EUR',
      dialCode: '49',
      dateOrder: 'DMY',
      decimal: ',',
    });
  });
  it('the spec six keep their own (Australia when the country is unknown)', () => {
    assert.deepEqual(defaultLocaleFor('AU'), {
      country: 'AU',
      currency: 'AUD',
      dialCode: '61',
      dateOrder: 'DMY',
      decimal: '.',
    });
    assert.equal(defaultLocaleFor('US').dateOrder, 'MDY');
    assert.equal(defaultLocaleFor('GB').currency, 'GBP');
    assert.equal(defaultLocaleFor(null).country, 'AU');
    assert.equal(defaultLocaleFor('XX').currency, 'AUD');
    assert.equal(defaultLocaleFor('germany').country, 'DE');
  });
  it('every European country asked for and New Zealand are there with their dial codes', () => {
    const dial = Object.fromEntries(COUNTRIES.map((c) => [c.code, c.dialCode]));
    assert.deepEqual(
      ['DE', 'AT', 'CH', 'FR', 'NL', 'BE', 'LU', 'IT', 'ES', 'PT', 'IE', 'DK', 'SE', 'NO', 'FI', 'PL', 'NZ'].map(
        (c) => dial[c],
      ),
      ['49', '43', '41', '33', '31', '32', '352', '39', '34', '351', '353', '45', '46', '47', '358', '48', '64'],
    );
    assert.equal(defaultLocaleFor('CH').currency, 'CHF');
    assert.equal(defaultLocaleFor('NZ').currency, 'NZD');
  });
  it("every country's currency can be billed and chosen in the profile", () => {
    for (const c of COUNTRIES)
      assert.ok((CURRENCIES as readonly string[]).includes(c.currency), `${c.code} ${c.currency}`);
  });
});

describe('formatDateForLocale', () => {
  it("shows 2018-03-05 the country's way", () => {
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('DE')), '05.03.2018');
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('AU')), '05/03/2018');
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('GB')), '05/03/2018');
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('US')), '03/05/2018');
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('NL')), '05-03-2018');
    assert.equal(formatDateForLocale('2018-03-05', defaultLocaleFor('SE')), '2018-03-05');
  });
  it("follows an overridden order, keeping the country's separator only for its own order", () => {
    assert.equal(formatDateForLocale('2018-03-05', { country: 'DE', dateOrder: 'YMD' }), '2018-03-05');
    assert.equal(formatDateForLocale('2018-03-05', { country: 'DE', dateOrder: 'MDY' }), '03.05.2018');
    assert.equal(formatDateForLocale('2018-03-05', { country: 'SE', dateOrder: 'DMY' }), '05/03/2018');
  });
  it('reads the calendar date of a timestamp as written and leaves anything else alone', () => {
    assert.equal(formatDateForLocale('2018-03-05T23:30:00.000Z', defaultLocaleFor('DE')), '05.03.2018');
    assert.equal(formatDateForLocale('5 March 2018', defaultLocaleFor('DE')), '5 March 2018');
    assert.equal(formatDateForLocale('', defaultLocaleFor('DE')), '');
  });
});

describe('formatAmountForLocale', () => {
  it("groups thousands and shows two decimals the country's way", () => {
    assert.equal(formatAmountForLocale(1234.5, defaultLocaleFor('DE')), '1.234,50');
    assert.equal(formatAmountForLocale(1234.5, defaultLocaleFor('AU')), '1,234.50');
    assert.equal(formatAmountForLocale(1234567.891, defaultLocaleFor('FR')), '1\u00a0234\u00a0567,89');
    assert.equal(formatAmountForLocale(1234.5, defaultLocaleFor('CH')), '1\u2019234.50');
    assert.equal(formatAmountForLocale(0, defaultLocaleFor('DE')), '0,00');
  });
  it('keeps the sign, drops a negative zero and never groups with the decimal mark', () => {
    assert.equal(formatAmountForLocale(-529.87, defaultLocaleFor('DE')), '-529,87');
    assert.equal(formatAmountForLocale(-0.001, defaultLocaleFor('DE')), '0,00');
    assert.equal(formatAmountForLocale(1234.5, { country: 'AU', decimal: ',' }), '1.234,50');
    assert.equal(formatAmountForLocale(1234.5, { country: 'DE', decimal: '.' }), '1,234.50');
    assert.equal(formatAmountForLocale(Number.NaN, defaultLocaleFor('DE')), '');
  });
});

describe('phone and contact number lengths', () => {
  it('the spec six keep "Must be exactly 9 digits" for the PIN phone', () => {
    assert.equal(phoneLengthIssue('61', '41234567'), 'Must be exactly 9 digits');
    assert.equal(phoneLengthIssue('91', '912345678'), 'Must be exactly 9 digits');
    assert.equal(phoneLengthIssue('44', '7912345678'), undefined);
  });
  it('Germany accepts a range and says so; fixed lengths say exactly', () => {
    assert.equal(phoneLengthIssue('49', '1512345678'), undefined);
    assert.equal(phoneLengthIssue('+49', '15123456789'), undefined);
    assert.equal(phoneLengthIssue('49', '151234567'), 'Must be 10 to 11 digits');
    assert.equal(phoneLengthIssue('33', '61234567'), 'Must be exactly 9 digits');
    assert.equal(phoneLengthIssue('45', '123456789'), 'Must be exactly 8 digits');
    assert.equal(contactLengthIssue('DE', '3012345678'), undefined);
    assert.equal(contactLengthIssue('DE', '1234'), 'Must be 5 to 13 digits');
    assert.equal(contactLengthIssue('AU', '0412345678'), 'Must be exactly 9 digits');
  });
});
