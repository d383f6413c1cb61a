import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OcrWord } from '../ocr.types.ts';
import { sureLines } from './recognize-combined-page.ts';
import { tesseractSureOfLine } from './sure-of-line.ts';

const word = (text: string, x0: number, x1: number, y0: number, confidence: number): OcrWord => ({
  text,
  confidence,
  box: { x0, y0, x1, y1: y0 + 0.02 },
});
const box = (y0: number) => ({ x0: 0.1, y0: y0 - 0.005, x1: 0.9, y1: y0 + 0.025 });

test('a line every word of which Tesseract is sure of, spanning the line, needs no second reading', () => {
  assert.equal(
    tesseractSureOfLine([word('TOTAL', 0.12, 0.3, 0.5, 97), word('12.50', 0.7, 0.88, 0.5, 96)], box(0.5)),
    true,
  );
});

test('one unsure word, words covering only part of the line, or no words at all: read it again', () => {
  assert.equal(
    tesseractSureOfLine([word('TOTAL', 0.12, 0.3, 0.5, 97), word('12.5O', 0.7, 0.88, 0.5, 71)], box(0.5)),
    false,
  );
  assert.equal(
    tesseractSureOfLine([word('TOTAL', 0.12, 0.3, 0.5, 99)], box(0.5)),
    false,
    'the rest of the line was not read',
  );
  assert.equal(tesseractSureOfLine([], box(0.5)), false);
});

test("sureLines gives each word to its nearest box and returns Tesseract's words for the boxes it skips", () => {
  const words = [
    word('CASH', 0.12, 0.4, 0.3, 98),
    word('10.00', 0.6, 0.88, 0.3, 97),
    word('CHANGE', 0.12, 0.4, 0.34, 60),
    word('0.00', 0.6, 0.88, 0.34, 97),
  ];
  const { skip, lines } = sureLines(words, [box(0.3), box(0.34)]);
  assert.deepEqual(skip, [true, false]);
  assert.deepEqual(
    lines.map((l) => l.text),
    ['CASH 10.00'],
  );
  assert.equal(lines[0]!.words.length, 2);
});
