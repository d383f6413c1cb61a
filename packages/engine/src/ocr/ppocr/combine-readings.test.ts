import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OcrWord } from '../ocr.types.ts';
import { combineReadings, type ReadingLine } from './combine-readings.ts';

const word = (text: string, x0: number, y0: number, confidence = 90): OcrWord => ({ text, confidence, box: { x0, y0, x1: x0 + 0.1, y1: y0 + 0.02 } });
const line = (text: string, y0: number, confidence = 95): ReadingLine => ({
  text,
  confidence,
  box: { x0: 0, y0: y0 - 0.01, x1: 1, y1: y0 + 0.03 },
  words: text.split(' ').map((t, i) => word(t, 0.1 + i * 0.15, y0, confidence)),
});

test('where both engines read the same characters (case and spaces aside), Tesseract\'s words are kept', () => {
  const tesseract = [word('COMPANY', 0.1, 0.1), word('REG', 0.3, 0.1)];
  const { words, stats } = combineReadings(tesseract, [line('ComPanyREG', 0.1)]);
  assert.deepEqual(words.map((w) => w.text), ['COMPANY', 'REG']);
  assert.equal(stats.agreed, 1);
});

test('where they disagree, PP-OCR\'s line is kept unless it is unsure and Tesseract sure', () => {
  const tesseract = [word('T0TAL', 0.1, 0.2, 95)];
  assert.deepEqual(combineReadings(tesseract, [line('TOTAL.', 0.2, 97)]).words.map((w) => w.text), ['TOTAL.']);
  assert.deepEqual(combineReadings(tesseract, [line('TQTAL', 0.2, 60)]).words.map((w) => w.text), ['T0TAL']);
});

test('a confident Tesseract word outside every PP-OCR line is kept, an unsure one dropped', () => {
  const tesseract = [word('THANK', 0.1, 0.8, 95), word('~~', 0.5, 0.9, 30)];
  const { words, stats } = combineReadings(tesseract, [line('TOTAL', 0.2)]);
  assert.deepEqual(words.map((w) => w.text), ['TOTAL', 'THANK']);
  assert.equal(stats.unmatchedKept, 1);
});

test('where they differ only by substituted characters, PP-OCR\'s characters go into Tesseract\'s words, spaces and case', () => {
  const tesseract = [word('SANYO', 0.1, 0.3, 80), word('STATIONERY', 0.3, 0.3, 92), word('Shop', 0.6, 0.3, 93)];
  const { words, stats } = combineReadings(tesseract, [line('SANYUSTATIONERYSHOP', 0.3, 96)]);
  assert.deepEqual(words.map((w) => w.text), ['SANYU', 'STATIONERY', 'Shop']);
  assert.deepEqual(words.map((w) => w.box), tesseract.map((w) => w.box), 'Tesseract\'s word boxes');
  assert.deepEqual(words.map((w) => w.confidence), [96, 92, 93], 'a changed word takes PP-OCR\'s confidence');
  assert.equal(stats.respaced, 1);
});

test('a letter read for a digit or a symbol, or the reverse, stays as Tesseract read it', () => {
  const tesseract = [word('$8.20', 0.1, 0.4, 88), word('13/07/2017', 0.3, 0.4, 90), word('T0TAL', 0.6, 0.4, 80)];
  const { words } = combineReadings(tesseract, [line('S8.2513707/2017TOTAL', 0.4, 97)]);
  assert.deepEqual(words.map((w) => w.text), ['$8.25', '13/07/2017', 'T0TAL']);
  assert.deepEqual(words.map((w) => w.confidence), [97, 90, 80]);
});

test('a character dropped or added by either reading keeps PP-OCR\'s own words', () => {
  const tesseract = [word('T0TAL', 0.1, 0.2, 70), word('RM', 0.3, 0.2, 70)];
  const { words, stats } = combineReadings(tesseract, [line('TOTAL RM9', 0.2, 97)]);
  assert.deepEqual(words.map((w) => w.text), ['TOTAL', 'RM9']);
  assert.equal(stats.respaced, 0);
});
