import assert from 'node:assert/strict';
import { test } from 'node:test';
import { glyphsToWords } from './glyphs-to-words.ts';
import type { PlacedGlyph } from './operator-glyphs.ts';

/** Glyphs of a horizontal run at baseline y, each `w` wide, with extra `gaps[i]` before glyph i. */
function run(text: string, x: number, y: number, w = 5, gaps: Record<number, number> = {}, op = 1): PlacedGlyph[] {
  const out: PlacedGlyph[] = [];
  let pen = x;
  [...text].forEach((ch, i) => {
    pen += gaps[i] ?? 0;
    out.push({
      text: ch,
      x0: pen,
      y0: y,
      x1: pen + w,
      y1: y,
      op,
      upX: 0,
      upY: -10,
      em: 10,
      isSpace: ch === ' ',
      fontName: 'f1',
    });
    pen += w;
  });
  return out;
}

test('glyphs become words at spaces and at gaps over a tenth of an em, with exact edges', () => {
  const words = glyphsToWords([...run('Invoice no', 100, 100), ...run('42', 200, 100)]);
  assert.deepEqual(
    words.map((w) => w.text),
    ['Invoice', 'no', '42'],
  );
  assert.equal(words[0]!.box.x0, 100);
  assert.equal(words[0]!.box.x1, 135);
  assert.ok(words[0]!.box.y0 < 100 - 7 && words[0]!.box.y1 > 100 + 2);
  // a kerning gap of 0.05 em stays inside the word, 0.2 em splits it
  assert.deepEqual(
    glyphsToWords(run('Total', 0, 50, 5, { 2: 0.5 })).map((w) => w.text),
    ['Total'],
  );
  assert.deepEqual(
    glyphsToWords(run('Total', 0, 50, 5, { 2: 2 })).map((w) => w.text),
    ['To', 'tal'],
  );
});

test('a word painted by several operations is joined; another baseline or a jump back is a new word', () => {
  assert.deepEqual(
    glyphsToWords([...run('Tot', 0, 50, 5, {}, 1), ...run('al:', 15.2, 50, 5, {}, 2)]).map((w) => w.text),
    ['Total:'],
  );
  assert.deepEqual(
    glyphsToWords([...run('ab', 0, 50), ...run('cd', 10, 60)]).map((w) => w.text),
    ['ab', 'cd'],
  );
  assert.deepEqual(
    glyphsToWords([...run('ab', 100, 50, 5, {}, 1), ...run('cd', 50, 50, 5, {}, 2)]).map((w) => w.text),
    ['ab', 'cd'],
  );
});
