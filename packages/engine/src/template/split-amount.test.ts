import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitAmountTokens } from './split-amount.ts';

const repaired = (text: string) => splitAmountTokens(text).map((t) => t.repaired);

test('an amount read with a gap beside its decimal mark is one amount', () => {
  assert.deepEqual(repaired('Total RM Incl. of GST 9. 65'), ['9.65']);
  assert.deepEqual(repaired('TOTAL 49 .40'), ['49.40']);
  assert.deepEqual(repaired('RM 12. 50'), ['RM 12.50']);
  assert.deepEqual(repaired('Betrag 4, 95'), ['4,95']);
});

test('whole amounts, two numbers, three decimals and a gap on both sides are no split amount', () => {
  assert.deepEqual(repaired('Total 9.65'), [], 'the strict shapes read it');
  assert.deepEqual(repaired('Qty 9 65'), []);
  assert.deepEqual(repaired('1. 250'), []);
  assert.deepEqual(repaired('9 . 65'), []);
  assert.deepEqual(repaired('Item 2. 10pcs'), []);
  assert.deepEqual(repaired('v1. 20.5'), []);
});
