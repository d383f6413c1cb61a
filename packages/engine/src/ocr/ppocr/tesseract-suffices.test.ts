import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { OcrWord } from '../ocr.types.ts';
import { tesseractSuffices } from './tesseract-suffices.ts';

const words = (confidences: number[]): OcrWord[] =>
  confidences.map((confidence, i) => ({
    text: `w${i}`,
    confidence,
    box: { x0: i / 100, y0: 0, x1: (i + 1) / 100, y1: 0.02 },
  }));

test('a page Tesseract is sure of throughout suffices', () => {
  assert.equal(tesseractSuffices(words(Array(40).fill(95))), true);
});

test('a few unsure words among sure ones are tolerated, more are not', () => {
  assert.equal(tesseractSuffices(words([...Array(39).fill(96), 30])), true);
  assert.equal(tesseractSuffices(words([...Array(30).fill(97), ...Array(10).fill(40)])), false);
});

test('a middling reading does not suffice', () => {
  assert.equal(tesseractSuffices(words(Array(40).fill(85))), false);
});

test('a page where Tesseract found almost nothing never suffices, however sure', () => {
  assert.equal(tesseractSuffices(words([99, 99, 99])), false);
  assert.equal(tesseractSuffices([]), false);
});

test('empty words do not count', () => {
  const blank = words(Array(20).fill(10)).map((w) => ({ ...w, text: ' ' }));
  assert.equal(tesseractSuffices([...words(Array(10).fill(95)), ...blank]), true);
});
