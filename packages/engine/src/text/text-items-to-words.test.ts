import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textItemsToWords } from './text-items-to-words.ts';

const identityViewport = [1, 0, 0, -1, 0, 800]; // PDF bottom-left → top-left

test('a text item with several words is split into word boxes in order', () => {
  const words = textItemsToWords([{ str: 'Invoice number 123', width: 90, height: 10, transform: [10, 0, 0, 10, 100, 700], fontName: 'f1' }], identityViewport);
  assert.deepEqual(words.map((w) => w.text), ['Invoice', 'number', '123']);
  assert.ok(words[0]!.box.x0 === 100 && words[2]!.box.x1 <= 190.01);
  assert.ok(words[0]!.box.x1 < words[1]!.box.x0 && words[1]!.box.x1 < words[2]!.box.x0);
  // top-left origin: baseline 700 from the bottom is about 100 from the top
  assert.ok(words[0]!.box.y0 > 90 && words[0]!.box.y1 < 105);
});

test('a word split over touching items (kerning) is joined', () => {
  const words = textItemsToWords([
    { str: 'Tot', width: 15, height: 10, transform: [10, 0, 0, 10, 100, 700], fontName: 'f1' },
    { str: 'al:', width: 12, height: 10, transform: [10, 0, 0, 10, 115.2, 700], fontName: 'f1' },
    { str: '42', width: 10, height: 10, transform: [10, 0, 0, 10, 135, 700], fontName: 'f1' },
  ], identityViewport);
  assert.deepEqual(words.map((w) => w.text), ['Total:', '42']);
});
