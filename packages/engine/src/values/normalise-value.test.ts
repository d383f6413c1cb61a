import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normaliseValue } from './normalise-value.ts';
import type { ValueLocale } from './value-types.ts';

const GERMAN: ValueLocale = { decimal: ',', dateOrder: 'DMY', currency: 'EUR' };
const US: ValueLocale = { decimal: '.', dateOrder: 'MDY', currency: 'USD' };
const OPEN: ValueLocale = { decimal: null, dateOrder: null, currency: null };

test("amounts become numbers with their currency: the printed one, else the locale's", () => {
  assert.deepEqual(normaliseValue('529,87', 'amount', GERMAN), {
    ok: true,
    value: { kind: 'amount', value: 529.87, currency: 'EUR' },
  });
  assert.deepEqual(normaliseValue('1.234', 'amount', GERMAN), {
    ok: true,
    value: { kind: 'amount', value: 1234, currency: 'EUR' },
  });
  assert.deepEqual(normaliseValue('1.234', 'amount', US), {
    ok: true,
    value: { kind: 'amount', value: 1.234, currency: 'USD' },
  });
  assert.deepEqual(normaliseValue('8,79-', 'amount', GERMAN), {
    ok: true,
    value: { kind: 'amount', value: -8.79, currency: 'EUR' },
  });
  assert.deepEqual(normaliseValue('RM 12.30', 'amount', GERMAN), {
    ok: true,
    value: { kind: 'amount', value: 12.3, currency: 'MYR' },
  });
  assert.deepEqual(normaliseValue('$47.70', 'amount', US), {
    ok: true,
    value: { kind: 'amount', value: 47.7, currency: 'USD' },
  });
  assert.deepEqual(
    normaliseValue('$47.70', 'amount', GERMAN),
    { ok: true, value: { kind: 'amount', value: 47.7, currency: null } },
    'a dollar is no euro',
  );
  assert.deepEqual(normaliseValue('47.70', 'amount', OPEN), {
    ok: true,
    value: { kind: 'amount', value: 47.7, currency: null },
  });
});

test("dates become ISO dates in the locale's order", () => {
  assert.deepEqual(normaliseValue('05.03.2018', 'date', GERMAN), {
    ok: true,
    value: { kind: 'date', value: '2018-03-05' },
  });
  assert.deepEqual(normaliseValue('05/03/2018', 'date', US), {
    ok: true,
    value: { kind: 'date', value: '2018-05-03' },
  });
  assert.deepEqual(normaliseValue('5. März 2018', 'date', OPEN), {
    ok: true,
    value: { kind: 'date', value: '2018-03-05' },
  });
});

test('quantities and rates become numbers without their unit', () => {
  assert.deepEqual(normaliseValue('2,5 Stk', 'quantity', GERMAN), {
    ok: true,
    value: { kind: 'quantity', value: 2.5 },
  });
  assert.deepEqual(normaliseValue('20 Stk', 'quantity', OPEN), { ok: true, value: { kind: 'quantity', value: 20 } });
  assert.deepEqual(normaliseValue('1.000 kg', 'quantity', GERMAN), {
    ok: true,
    value: { kind: 'quantity', value: 1000 },
  });
  assert.deepEqual(normaliseValue('-1 Stk', 'quantity', GERMAN), { ok: true, value: { kind: 'quantity', value: -1 } });
  assert.deepEqual(normaliseValue('19 %', 'percentage', OPEN), { ok: true, value: { kind: 'percentage', value: 19 } });
  assert.deepEqual(normaliseValue('7,00%', 'percentage', OPEN), { ok: true, value: { kind: 'percentage', value: 7 } });
  assert.deepEqual(normaliseValue('MwSt. 19 % auf 473,00', 'percentage', GERMAN), {
    ok: true,
    value: { kind: 'percentage', value: 19 },
  });
  assert.deepEqual(normaliseValue('20,0', 'percentage', OPEN), { ok: true, value: { kind: 'percentage', value: 20 } });
});

test('identifiers lose their label; text stays as read', () => {
  assert.deepEqual(normaliseValue('Rechnungsnummer: 471102', 'identifier', GERMAN), {
    ok: true,
    value: { kind: 'identifier', value: '471102' },
  });
  assert.deepEqual(normaliseValue('  Lieferant GmbH  ', 'text', GERMAN), {
    ok: true,
    value: { kind: 'text', value: 'Lieferant GmbH' },
  });
});

test('an empty value is null for every kind', () => {
  for (const kind of ['amount', 'date', 'identifier', 'text', 'percentage', 'quantity'] as const)
    assert.deepEqual(normaliseValue('  ', kind, GERMAN), { ok: true, value: null }, kind);
});

test('what the locale cannot decide goes to a reviewer with a sentence, never as a guess', () => {
  assert.deepEqual(normaliseValue('05/03/2018', 'date', OPEN), {
    ok: false,
    reason: 'ambiguous_order',
    message: 'The date "05/03/2018" could be 5 March or 3 May: nothing on the document decides.',
  });
  assert.deepEqual(normaliseValue('1.234', 'amount', OPEN), {
    ok: false,
    reason: 'ambiguous_separator',
    message: 'The amount "1.234" could be 1234 or 1.234: nothing on the document decides the decimal mark.',
  });
  assert.deepEqual(normaliseValue('1.000 Stk', 'quantity', OPEN), {
    ok: false,
    reason: 'ambiguous_separator',
    message: 'The number "1.000 Stk" could be 1000 or 1: nothing on the document decides the decimal mark.',
  });
  assert.deepEqual(normaliseValue('31.02.2018', 'date', GERMAN), {
    ok: false,
    reason: 'impossible',
    message: 'The date "31.02.2018" does not exist.',
  });
  assert.deepEqual(normaliseValue('bald', 'date', GERMAN), {
    ok: false,
    reason: 'unreadable',
    message: '"bald" is not a date.',
  });
  assert.deepEqual(normaliseValue('siehe Anlage', 'amount', GERMAN), {
    ok: false,
    reason: 'unreadable',
    message: '"siehe Anlage" is not an amount.',
  });
  assert.deepEqual(normaliseValue('2 x 5', 'quantity', GERMAN), {
    ok: false,
    reason: 'unreadable',
    message: '"2 x 5" is not a quantity.',
  });
  assert.deepEqual(normaliseValue('hoch', 'percentage', GERMAN), {
    ok: false,
    reason: 'unreadable',
    message: '"hoch" is not a percentage.',
  });
});
