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
  assert.deepEqual(combineReadings(tesseract, [line('TOTAL', 0.2, 97)]).words.map((w) => w.text), ['TOTAL']);
  assert.deepEqual(combineReadings(tesseract, [line('TQTAL', 0.2, 60)]).words.map((w) => w.text), ['T0TAL']);
});

test('a confident Tesseract word outside every PP-OCR line is kept, an unsure one dropped', () => {
  const tesseract = [word('THANK', 0.1, 0.8, 95), word('~~', 0.5, 0.9, 30)];
  const { words, stats } = combineReadings(tesseract, [line('TOTAL', 0.2)]);
  assert.deepEqual(words.map((w) => w.text), ['TOTAL', 'THANK']);
  assert.equal(stats.unmatchedKept, 1);
});
