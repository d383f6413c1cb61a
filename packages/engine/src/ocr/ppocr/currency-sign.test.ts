import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OcrWord } from '../ocr.types.ts';
import { restoreCurrencySigns } from './currency-sign.ts';

const word = (text: string, x0: number, x1: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x0, y0: 0.5, x1, y1: 0.52 },
});
const texts = (ppocr: OcrWord[], tesseract: OcrWord[]) =>
  restoreCurrencySigns(ppocr, tesseract).words.map((w) => w.text);

test('PP-OCR\'s "S" before an amount becomes the "$" Tesseract read before a digit at that spot', () => {
  assert.deepEqual(texts([word('S8.20', 0.6, 0.75)], [word('$8.20', 0.61, 0.74)]), ['$8.20']);
  assert.deepEqual(
    texts([word('S12,50', 0.6, 0.75)], [word('$12,5O', 0.6, 0.75)]),
    ['$12,50'],
    "the digits stay PP-OCR's; a decimal comma is an amount too",
  );
  assert.deepEqual(texts([word('S1,234.56', 0.5, 0.75)], [word('$1,234.56', 0.5, 0.75)]), ['$1,234.56']);
  assert.deepEqual(texts([word('8.20', 0.6, 0.75)], [word('$8.20', 0.6, 0.75)]), ['$8.20'], 'a sign PP-OCR left out');
  assert.deepEqual(
    texts([word('S8.20', 0.6, 0.75)], [word('“$8.20', 0.6, 0.75)]),
    ['$8.20'],
    "Tesseract's stray quote is not taken",
  );
});

test('the euro sign, which PP-OCR cannot read, is taken where Tesseract read it, attached or apart, before or after', () => {
  assert.deepEqual(texts([word('717,97', 0.6, 0.75)], [word('€717,97', 0.59, 0.75)]), ['€717,97']);
  assert.deepEqual(texts([word('E3.50', 0.6, 0.75)], [word('€3.50', 0.6, 0.75)]), ['€3.50'], 'read as E');
  assert.deepEqual(texts([word('9,34', 0.6, 0.7)], [word('9,34€', 0.6, 0.72)]), ['9,34€']);
  const apart = restoreCurrencySigns(
    [word('399,00', 0.6, 0.75, 97)],
    [word('€', 0.56, 0.58, 91), word('399,00', 0.6, 0.75, 93)],
  );
  assert.deepEqual(
    apart.words,
    [word('€', 0.56, 0.58, 91), word('399,00', 0.6, 0.75, 97)],
    "Tesseract's sign word beside PP-OCR's amount",
  );
  assert.deepEqual(
    texts([word('3,20', 0.5, 0.6), word('∈', 0.62, 0.64)], [word('3,20', 0.5, 0.6), word('€', 0.62, 0.64)]),
    ['3,20', '€'],
    "PP-OCR's look-alike word replaced",
  );
  assert.deepEqual(
    texts([word('S8.20', 0.6, 0.75)], [word('$', 0.6, 0.62), word('8.20', 0.63, 0.75)]),
    ['$', '8.20'],
    'a "$" apart',
  );
});

test("no sign in Tesseract's reading beside the amount, or PP-OCR read it: PP-OCR's word stays", () => {
  assert.deepEqual(texts([word('S8.20', 0.6, 0.75)], [word('S8.20', 0.6, 0.75)]), ['S8.20']);
  assert.deepEqual(
    texts([word('$7.10', 0.6, 0.75)], [word('$7.40', 0.6, 0.75)]),
    ['$7.10'],
    'a sign PP-OCR read itself',
  );
  assert.deepEqual(texts([word('S8.20', 0.6, 0.75)], [word('8.20', 0.6, 0.75)]), ['S8.20']);
  assert.deepEqual(texts([word('S8.20', 0.6, 0.75)], []), ['S8.20']);
  assert.deepEqual(
    texts([word('S8.20', 0.6, 0.75)], [word('$3.10', 0.2, 0.35)]),
    ['S8.20'],
    'a "$" elsewhere on the line',
  );
  assert.deepEqual(
    texts([word('S8.20', 0.6, 0.75)], [word('$', 0.3, 0.32), word('8.20', 0.63, 0.75)]),
    ['S8.20'],
    'a "$" far left of the amount',
  );
  assert.deepEqual(
    texts([word('E3.50', 0.6, 0.75)], [word('$3.50', 0.6, 0.75)]),
    ['E3.50'],
    'E is no look-alike of "$"',
  );
});

test('an amount PP-OCR ran into the word before it through punctuation is split off where Tesseract split it', () => {
  const { words, restored } = restoreCurrencySigns(
    [word('Amount:S8.20', 0.5, 0.75, 96)],
    [word('Amount:', 0.5, 0.6), word('$8.20', 0.62, 0.75)],
  );
  assert.deepEqual(
    words,
    [word('Amount:', 0.5, 0.62, 96), word('$8.20', 0.62, 0.75, 96)],
    "PP-OCR's word cut at Tesseract's amount",
  );
  assert.equal(restored, 1);
  assert.deepEqual(
    texts(
      [word('Amount:S8.20', 0.5, 0.75)],
      [word('Amount:', 0.5, 0.6), word('$', 0.62, 0.64), word('8.20', 0.65, 0.75)],
    ),
    ['Amount:', '$', '8.20'],
    'a sign apart',
  );
  assert.deepEqual(
    texts([word('@6%:$0.46', 0.5, 0.75)], [word('@6%:', 0.5, 0.6), word('$0.48', 0.62, 0.75)]),
    ['@6%:', '$0.46'],
    'also where PP-OCR read the sign',
  );
  assert.deepEqual(
    texts([word('Amount:S8.20', 0.5, 0.75)], [word('Amount:$8.20', 0.5, 0.75)]),
    ['Amount:$8.20'],
    "one word in Tesseract's reading too",
  );
  assert.deepEqual(
    texts([word('AmountS8.20', 0.5, 0.75)], [word('Amount', 0.5, 0.6), word('$8.20', 0.62, 0.75)]),
    ['AmountS8.20'],
    'no punctuation: a letter S',
  );
});

test('words that are not an amount (with its look-alike letter) are never touched, whatever Tesseract read', () => {
  const tesseract = [word('$1', 0.1, 0.9)];
  for (const text of [
    'SKU5.0',
    'S/N',
    'S1',
    'S12',
    'S1.5',
    'SS8.20',
    'S8.20X',
    '13/07/2018',
    'RM8.20',
    's8.20',
    '8',
    'AS8.20',
    'TOTALS8.20',
  ]) {
    assert.deepEqual(texts([word(text, 0.4, 0.6)], tesseract), [text], text);
  }
});

test("an attached sign keeps PP-OCR's box and confidence; each amount takes one sign; restored signs are counted", () => {
  const ppocr = [word('TOTAL', 0.1, 0.3, 98), word('S8.20', 0.6, 0.75, 97)];
  const { words, restored } = restoreCurrencySigns(ppocr, [word('$8.20', 0.6, 0.75, 55)]);
  assert.deepEqual(words, [ppocr[0], { ...ppocr[1], text: '$8.20' }]);
  assert.equal(restored, 1);
  const twice = restoreCurrencySigns([word('399,00', 0.6, 0.75)], [word('€', 0.56, 0.58), word('399,00€', 0.6, 0.75)]);
  assert.equal(twice.restored, 1);
  assert.deepEqual(
    twice.words.map((w) => w.text),
    ['€', '399,00'],
  );
});
