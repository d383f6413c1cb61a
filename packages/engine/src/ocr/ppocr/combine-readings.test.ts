import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OcrWord } from '../ocr.types.ts';
import { combineReadings, type ReadingLine } from './combine-readings.ts';

const word = (text: string, x0: number, y0: number, confidence = 90): OcrWord => ({
  text,
  confidence,
  box: { x0, y0, x1: x0 + 0.1, y1: y0 + 0.02 },
});
const line = (text: string, y0: number, confidence = 95): ReadingLine => ({
  text,
  confidence,
  box: { x0: 0, y0: y0 - 0.01, x1: 1, y1: y0 + 0.03 },
  words: text.split(' ').map((t, i) => word(t, 0.1 + i * 0.15, y0, confidence)),
});

test("where both engines read the same characters (case and spaces aside), Tesseract's words are kept", () => {
  const tesseract = [word('COMPANY', 0.1, 0.1), word('REG', 0.3, 0.1)];
  const { words, stats } = combineReadings(tesseract, [line('ComPanyREG', 0.1)]);
  assert.deepEqual(
    words.map((w) => w.text),
    ['COMPANY', 'REG'],
  );
  assert.equal(stats.agreed, 1);
});

test("where they disagree, PP-OCR's line is kept unless it is unsure and Tesseract sure", () => {
  const tesseract = [word('T0TAL', 0.1, 0.2, 95)];
  assert.deepEqual(
    combineReadings(tesseract, [line('TOTAL.', 0.2, 97)]).words.map((w) => w.text),
    ['TOTAL.'],
  );
  assert.deepEqual(
    combineReadings(tesseract, [line('TQTAL', 0.2, 60)]).words.map((w) => w.text),
    ['T0TAL'],
  );
});

test('a confident Tesseract word outside every PP-OCR line is kept, an unsure one dropped', () => {
  const tesseract = [word('THANK', 0.1, 0.8, 95), word('~~', 0.5, 0.9, 30)];
  const { words, stats } = combineReadings(tesseract, [line('TOTAL', 0.2)]);
  assert.deepEqual(
    words.map((w) => w.text),
    ['TOTAL', 'THANK'],
  );
  assert.equal(stats.unmatchedKept, 1);
});

test('where PP-OCR wins a line, its own words are kept whole, even where both read as many characters', () => {
  const tesseract = [word('SANYO', 0.1, 0.3, 80), word('STATIONERY', 0.3, 0.3, 92), word('Shop', 0.6, 0.3, 93)];
  const pp = line('SANYU STATIONERYSHOP', 0.3, 96);
  const { words, stats } = combineReadings(tesseract, [pp]);
  assert.deepEqual(words, pp.words, "PP-OCR's texts, boxes and confidences");
  assert.equal(stats.fromPpocr, 1);
});

test('PP-OCR\'s "S" before an amount takes the "$" Tesseract read there; its dates and other words stay its own', () => {
  const tesseract = [word('TOTAL', 0.1, 0.4, 90), word('$8.20', 0.25, 0.4, 88), word('13707/2018', 0.4, 0.4, 70)];
  const { words, stats } = combineReadings(tesseract, [line('TOTAL S8.20 13/07/2018', 0.4, 97)]);
  assert.deepEqual(
    words.map((w) => w.text),
    ['TOTAL', '$8.20', '13/07/2018'],
  );
  assert.deepEqual(
    words.map((w) => w.confidence),
    [97, 97, 97],
    "the word keeps PP-OCR's confidence",
  );
  assert.equal(stats.signsRestored, 1);
});

test('without a "$" in Tesseract\'s reading of the spot, PP-OCR\'s "S8.20" stays', () => {
  const sAlso = combineReadings(
    [word('TOTAL', 0.1, 0.4, 90), word('S8.2O', 0.25, 0.4, 60)],
    [line('TOTAL S8.20', 0.4, 97)],
  );
  assert.deepEqual(
    sAlso.words.map((w) => w.text),
    ['TOTAL', 'S8.20'],
  );
  const none = combineReadings(
    [word('TOTAL', 0.1, 0.4, 90), word('8.20', 0.25, 0.4, 90)],
    [line('TOTAL S8.20', 0.4, 97)],
  );
  assert.deepEqual(
    none.words.map((w) => w.text),
    ['TOTAL', 'S8.20'],
  );
  assert.equal(none.stats.signsRestored, 0);
});

test("a character dropped or added by either reading keeps PP-OCR's own words", () => {
  const tesseract = [word('T0TAL', 0.1, 0.2, 70), word('RM', 0.3, 0.2, 70)];
  const { words } = combineReadings(tesseract, [line('TOTAL RM9', 0.2, 97)]);
  assert.deepEqual(
    words.map((w) => w.text),
    ['TOTAL', 'RM9'],
  );
});
