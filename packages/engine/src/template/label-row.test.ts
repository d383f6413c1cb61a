import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PWord } from '../model/internal.types.ts';
import { labelRowAmounts } from './label-row.ts';

const word = (text: string, x0: number, y0: number, x1: number, y1: number): PWord => ({
  text,
  box: { x0, y0, x1, y1 },
  confidence: 90,
  source: 'ocr',
  fontSize: y1 - y0,
  fontName: '',
});

test("an amount the reading cut at its point into pieces of the label's row is read whole", () => {
  // a receipt photo's row "TOTAL:  112. 35" read as three pieces; the row above holds the rounding
  const label = word('TOTAL:', 115, 1613, 300, 1661);
  const words = [
    word('Rounding', 107, 1576, 200, 1611),
    word('-0.01', 724, 1573, 800, 1614),
    label,
    word('112.', 609, 1623, 680, 1653),
    word('35', 743, 1623, 790, 1686),
  ];
  const got = labelRowAmounts({ words }, label.box);
  assert.deepEqual(
    got.map((t) => t.repaired ?? t.text),
    ['112.35'],
  );
  assert.deepEqual(got[0]!.box, { x0: 609, y0: 1623, x1: 790, y1: 1686 });
});

test('nothing right of the label on its row, or only words: no amount', () => {
  const label = word('TOTAL:', 115, 1613, 300, 1661);
  assert.deepEqual(labelRowAmounts({ words: [label] }, label.box), []);
  assert.deepEqual(labelRowAmounts({ words: [label, word('THANK', 400, 1615, 500, 1660)] }, label.box), []);
});
