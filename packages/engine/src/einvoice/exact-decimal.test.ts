import assert from 'node:assert/strict';
import { test } from 'node:test';
import { add, divide, formatCents, parseDecimal, sumCents, toCents, toEInvoiceNumber } from './exact-decimal.ts';

test('XML decimals parse exactly; other number shapes are refused', () => {
  assert.deepEqual(parseDecimal('0.7900'), { units: 7900n, scale: 4 });
  assert.deepEqual(parseDecimal('-12'), { units: -12n, scale: 0 });
  assert.deepEqual(parseDecimal('+.5'), { units: 5n, scale: 1 });
  for (const bad of ['1.234,00', '12e3', '', '.', '1,5', 'abc']) assert.equal(parseDecimal(bad), null, bad);
  assert.deepEqual(toEInvoiceNumber(' 20.0000 '), { text: '20.0000', value: 20 });
  assert.equal(toEInvoiceNumber('12,50'), undefined);
});

test('sums are exact where floats are not', () => {
  assert.notEqual(0.1 + 0.2, 0.3);
  assert.equal(sumCents(['0.1', '0.2']), 30n);
  assert.equal(sumCents(['81.90', '48.00', '495.00']), 62490n);
  assert.equal(sumCents(['1.005', '1.005']), 201n);
  assert.equal(sumCents(['1', 'x']), null);
});

test('rounding to cents is half away from zero, as EN 16931 rounds', () => {
  assert.equal(toCents(parseDecimal('29.865')!), 2987n);
  assert.equal(toCents(parseDecimal('-29.865')!), -2987n);
  assert.equal(toCents(parseDecimal('29.8649')!), 2986n);
  assert.equal(formatCents(-5n), '-0.05');
  assert.equal(formatCents(123456n), '1234.56');
});

test('division rounds to the asked scale, and refuses zero', () => {
  assert.deepEqual(divide(parseDecimal('10')!, parseDecimal('3')!, 2), { units: 333n, scale: 2 });
  assert.deepEqual(divide(parseDecimal('-20')!, parseDecimal('3')!, 2), { units: -667n, scale: 2 });
  assert.equal(divide(parseDecimal('1')!, parseDecimal('0.00')!, 2), null);
  assert.deepEqual(add(parseDecimal('1.5')!, parseDecimal('-0.25')!), { units: 125n, scale: 2 });
});
