import assert from 'node:assert/strict';
import { test } from 'node:test';
import { characterErrorRate, editDistance, lineOrderedText, parseSroieBoxes } from './character-error-rate.ts';

test('edit distance counts insertions, deletions and substitutions', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(characterErrorRate('TOTAL 9.00', 'TOTAL 9.00'), 0);
  assert.equal(characterErrorRate('ABCD', 'ABXD'), 0.25);
});

test('line order groups items into rows whatever their listing order', () => {
  const items = [
    { text: '9.00', x0: 80, y0: 50, x1: 100, y1: 60 },
    { text: 'SHOP', x0: 10, y0: 10, x1: 40, y1: 20 },
    { text: 'TOTAL', x0: 10, y0: 51, x1: 40, y1: 61 },
  ];
  assert.equal(lineOrderedText(items), 'SHOP TOTAL 9.00');
});

test('SROIE box lines keep commas inside the transcript', () => {
  const [item] = parseSroieBoxes('1,2,30,2,30,12,1,12,NO. 3, JALAN SS21/39\n');
  assert.equal(item!.text, 'NO. 3, JALAN SS21/39');
  assert.deepEqual([item!.x0, item!.y0, item!.x1, item!.y1], [1, 2, 30, 12]);
});
