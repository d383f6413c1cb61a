import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseAmount } from './parse-amount.ts';

const value = (raw: string, decimal: ',' | '.' | null = null) => {
  const r = parseAmount(raw, decimal);
  return r.ok ? r.value : r.reason;
};

test('amounts in the common notations read the same number whatever the page locale', () => {
  const cases: [string, number][] = [
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ["1'234.56", 1234.56],
    ['1’234.56', 1234.56],
    ['529,87', 529.87],
    ['319.00', 319],
    ['0,00', 0],
    ['12,5', 12.5],
    ['9,9000', 9.9],
    ['0,125', 0.125],
    ['1234,567', 1234.567],
    ['1.234.567', 1234567],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1 234 567', 1234567],
    ['₹ 1,23,456.00', 123456],
    ['12,-', 12],
    ['12.--', 12],
    ['.50', 0.5],
  ];
  for (const [raw, want] of cases) assert.equal(value(raw), want, raw);
});

test('no float noise: the value is the printed decimal, not a sum of parts', () => {
  assert.equal(value('0,30'), 0.3);
  assert.equal(value('1.000.000,07'), 1000000.07);
  assert.equal(value('4.904,94'), 4904.94);
  assert.equal(String(value('56,87')), '56.87');
});

test('signs: leading or trailing minus, brackets, CR, the Unicode minus and dashes', () => {
  const cases: [string, number][] = [
    ['8,79-', -8.79],
    ['(8.79)', -8.79],
    ['-9,32 €', -9.32],
    ['- € 9,32', -9.32],
    ['€ -9,32', -9.32],
    ['−233,47 €', -233.47],
    ['–20,48', -20.48],
    ['8.79 CR', -8.79],
    ['12.00 DR', 12],
    ['+5,00', 5],
    ['(1.234,56 EUR)', -1234.56],
  ];
  for (const [raw, want] of cases) assert.equal(value(raw), want, raw);
  const r = parseAmount('(8.79)', null);
  assert.ok(r.ok && r.negative);
  const zero = parseAmount('-0,00', null);
  assert.ok(zero.ok && zero.negative && Object.is(zero.value, 0), 'a printed "-0,00" is zero, not minus zero');
});

test('currency marks before or after the number name their ISO code; a bare "$" names none', () => {
  const cases: [string, string | null][] = [
    ['EUR 1.234,56', 'EUR'],
    ['1.234,56 EUR', 'EUR'],
    ['€ 717,97', 'EUR'],
    ['46,68 €', 'EUR'],
    ['RM 12.30', 'MYR'],
    ['RM12.30', 'MYR'],
    ['£ 12.00', 'GBP'],
    ['₹ 499.00', 'INR'],
    ['Rs. 1,234.00', 'INR'],
    ['Rs 40.00', 'INR'],
    ["CHF 1'234.50", 'CHF'],
    ['316,83 zł', 'PLN'],
    ['50 zl', 'PLN'],
    ['US$ 1,000.00', 'USD'],
    ['USD 47.70', 'USD'],
    ['A$12.00', 'AUD'],
    ['AU$ 12.00', 'AUD'],
    ['S$ 5.00', 'SGD'],
    ['NZ$ 5.00', 'NZD'],
    ['$47.70', null],
    ['47.70 $', null],
    ['¥ 980', null],
    ['125,00 kr', null],
    ['529,87', null],
  ];
  for (const [raw, want] of cases) {
    const r = parseAmount(raw, null);
    assert.ok(r.ok, `${raw}: ${JSON.stringify(r)}`);
    assert.equal(r.currency, want, raw);
  }
  assert.equal(value('EUR 12,00 USD'), 'unreadable', 'two currencies are no amount');
});

test('three digits after the only separator: the locale decides, and without one the amount is ambiguous', () => {
  assert.equal(value('1.234'), 'ambiguous_separator');
  assert.equal(value('1,234'), 'ambiguous_separator');
  assert.equal(value('€ 1.234'), 'ambiguous_separator');
  assert.equal(value('1.234', ','), 1234);
  assert.equal(value('1.234', '.'), 1.234);
  assert.equal(value('1,234', ','), 1.234);
  assert.equal(value('1,234', '.'), 1234);
  assert.equal(value('529,87', '.'), 529.87, 'two decimals decide against the locale');
  assert.equal(value('1.234,56', '.'), 1234.56, 'both marks decide against the locale');
  assert.equal(value('0.125', ','), 0.125, 'a leading zero is never a thousands group');
});

test('a label printed with its value is no part of it', () => {
  assert.equal(value('Total: 1.234,56 EUR'), 1234.56);
  assert.equal(value('Gesamtbetrag: 34,73 €'), 34.73);
  const r = parseAmount('EUR: 34,73', null);
  assert.ok(r.ok && r.currency === 'EUR', 'a currency before a colon is the currency, not a label');
});

test('what is not an amount says so', () => {
  assert.equal(value(''), 'empty');
  assert.equal(value('   '), 'empty');
  for (const raw of [
    'abc',
    'EUR',
    '1.2.3',
    '12 50',
    '1,2.3',
    '1.23,456.7',
    '(12,00',
    '12,00)',
    'Rechnung 4711 vom 05.03.2018',
    '05.03.2018',
    '€',
  ])
    assert.equal(value(raw), 'unreadable', raw);
});
