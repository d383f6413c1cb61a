import assert from 'node:assert/strict';
import { test } from 'node:test';
import { printedAmounts } from './check-printed-total.ts';

test('printed amounts are read in either decimal convention and with any thousands grouping', () => {
  const found = printedAmounts([
    'Gesamt 1.234,56 €',
    'Total $1,234.57',
    'Summe 1 234,58',
    'Due 1234.5',
    "CHF 1'234.60",
    'Betrag 39.077,22',
  ]);
  for (const cents of [123456n, 123457n, 123458n, 123450n, 123460n, 3907722n])
    assert.ok(found.has(cents), String(cents));
  // "1.000" is a thousand in either convention's grouping, never one with three decimals
  assert.deepEqual([...printedAmounts(['1.000'])], [100000n]);
  assert.equal(printedAmounts(['']).size, 0);
});
