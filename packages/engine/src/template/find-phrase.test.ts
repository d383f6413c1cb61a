import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeLine } from '../layout/group-lines.stage.ts';
import type { PWord } from '../model/internal.types.ts';
import { groupRows } from '../tables/group-rows.ts';
import type { PageView } from './doc-view.ts';
import { findPhrase } from './find-phrase.ts';
import { looseNormalise } from './value-shape.ts';

const word = (text: string, x: number, y: number): PWord => ({
  text,
  box: { x0: x, y0: y, x1: x + 7 * text.length, y1: y + 10 },
  confidence: 90,
  source: 'ocr',
  fontSize: 10,
  fontName: '',
});
/** A page whose lines come in the page reading's block order, not the order they are printed in. */
function pageOfBlocks(blocks: PWord[][]): PageView {
  const lines = blocks.map((ws) => makeLine(ws));
  return { pageNumber: 1, width: 400, height: 300, words: blocks.flat(), lines, rows: groupRows(lines) };
}

test('a value over several lines is found in reading order when the page reading split its rows into blocks', () => {
  // printed: "MR. D.I.Y. (M) SDN BHD" / "LOT 1851-A & 1851-B, JALAN KPB 6," / "KAWASAN PERINDUSTRIAN BALAKONG,"
  // read (PSM 3, receipt 204): "(M) SDN BHD", "LOT 1851-A ...", then "MR. D.I.Y." and "LOT" as blocks of their own
  const view = pageOfBlocks([
    [word('(M)', 90, 10), word('SDN', 120, 10), word('BHD', 150, 10)],
    [
      word('1851-A', 60, 30),
      word('&', 110, 30),
      word('1851-B,', 122, 30),
      word('JALAN', 175, 30),
      word('KPB', 220, 30),
      word('6,', 245, 30),
    ],
    [word('MR.', 10, 10), word('D.I.Y.', 40, 10)],
    [word('LOT', 30, 30)],
    [word('KAWASAN', 30, 50), word('PERINDUSTRIAN', 90, 50), word('BALAKONG,', 190, 50)],
  ]);
  const [best] = findPhrase(
    view,
    'LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG,',
    0.7,
    looseNormalise,
  );
  assert.equal(
    best!.words.map((w) => w.text).join(' '),
    'LOT 1851-A & 1851-B, JALAN KPB 6, KAWASAN PERINDUSTRIAN BALAKONG,',
  );
  assert.equal(best!.similarity, 1);
  assert.equal(best!.lineCount, 2);
});
