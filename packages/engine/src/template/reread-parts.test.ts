import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AppliedField } from '@paperbridge/contracts';
import { makeLine } from '../layout/group-lines.stage.ts';
import type { PWord } from '../model/internal.types.ts';
import { groupRows } from '../tables/group-rows.ts';
import type { PageView } from './doc-view.ts';
import { rereadPartByPart, valueWords } from './reread-parts.ts';

const word = (text: string, x: number): PWord => ({
  text,
  box: { x0: x, y0: 10, x1: x + 40, y1: 22 },
  confidence: 80,
  source: 'ocr',
  fontSize: 12,
  fontName: '',
});
const pageOf = (words: PWord[]): PageView => {
  const lines = [makeLine(words)];
  return { pageNumber: 1, width: 300, height: 100, words, lines, rows: groupRows(lines) };
};
const valueOn = (v: PageView): AppliedField => ({
  value: [...v.words]
    .sort((a, b) => a.box.x0 - b.box.x0)
    .map((w) => w.text)
    .join(' '),
  confidence: 1,
  page: 1,
  polygon: null,
  missing: false,
});
const box = { x0: 0, y0: 0, x1: 300, y1: 40 };

/** A second reading that reads `wrong` as `right` at variant `at`, and every other word as the page did. */
function reader(wrong: string, right: string, at: number) {
  const calls: string[] = [];
  const readAgain = async (on: PageView, region: typeof box, v: number) => {
    const inRegion = on.words.filter((w) => w.box.x0 >= region.x0 && w.box.x1 <= region.x1);
    calls.push(`${inRegion.map((w) => w.text).join(' ')}@${v}`);
    return pageOf(
      on.words.map((w) => (inRegion.includes(w) && w.text === wrong && v === at ? { ...w, text: right } : w)),
    );
  };
  return { calls, readAgain };
}

test('fixed text is read again word by word: the variant that reads the misread word as printed is kept', async () => {
  const view = pageOf([word('LIAN', 10), word('HTNG', 60), word('STATIONERY', 110)]);
  const { calls, readAgain } = reader('HTNG', 'HING', 1);
  const got = await rereadPartByPart(view, valueWords(view, box), 7, readAgain, valueOn, 'LIAN HING STATIONERY');
  assert.equal(got!.value, 'LIAN HING STATIONERY');
  // the words already read as the sample prints them are not read again
  assert.deepEqual(calls, ['HTNG@0', 'HTNG@1']);
});

test('text far from the sample (another branch) is not read part by part', async () => {
  const view = pageOf([word('JALAN', 10), word('KEPONG', 60), word('BARU', 110)]);
  const { calls, readAgain } = reader('KEPONG', 'KLANG', 0);
  assert.equal(await rereadPartByPart(view, valueWords(view, box), 7, readAgain, valueOn, 'JALAN KLANG LAMA'), null);
  assert.deepEqual(calls, []);
});
