import { addressLineKind, isContactLine, isTitleLine, looksLikeAddress } from '../fields/address-line-kind.ts';
import { overlap1d } from '../geometry/box.ts';
import { isColonWord } from '../keyvalues/label-rules.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';

/** Lines of one block follow each other within this many line heights: a blank line ends it. */
const LINE_GAP = 1.2;
/** Pieces of a row this near (in line heights) to the block's column are the block's (a centred line is wider or narrower). */
const COLUMN_SLACK = 1;
/** Pieces of one row closer than this many line heights are one printed line the OCR cut up; a wider gap is a column's. */
const PIECE_GAP = 2.5;

/** "Cashier: Anna", "Invoice No: 12": a label of words (no digits: "NO.12,JA:AN" is an address the OCR misread) and its value. */
const LABEL_AND_VALUE = /^[\p{L}][\p{L} .'/#-]{0,29}:\s*\S/u;

/**
 * A line that prints another field, not more of the value: a phone, fax, e-mail or web line, a tax or registration
 * number, a line in brackets, a date, the document's title, "Label: value", or a label alone ("Address:").
 */
export function printsOtherField(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/);
  if (isColonWord(words[words.length - 1] ?? '') || isContactLine(t) || LABEL_AND_VALUE.test(t)) return true;
  return addressLineKind(t) === 'tail' || (isTitleLine(t) && !looksLikeAddress(t));
}

/**
 * The lines of a value printed as a block under its heading (an address under the shop's name, session 28), in
 * reading order: the row of `first`, then each row below it while the rows follow without a blank line, up to one
 * more than the sample's `lineCount` (another branch's address is a line longer). The block ends before a line that
 * prints another field (the phone or GST line under an address), so a shorter address is read without it. Each row
 * contributes its pieces in the block's column: the OCR may cut a printed line into several, and a receipt centres
 * its header lines, so a line below may start further left or right than the first.
 */
export function blockBelow(view: PageView, first: PLine, lineCount: number, exclude: readonly PWord[]): PWord[] {
  const h = first.box.y1 - first.box.y0;
  const firstRow = view.rows.find((r) => r.lines.includes(first));
  const head = firstRow ? runAround(firstRow.lines, first, h, exclude) : [first];
  let x0 = Math.min(...head.map((l) => l.box.x0)),
    x1 = Math.max(...head.map((l) => l.box.x1)),
    bottom = Math.max(...head.map((l) => l.box.y1));
  const inColumn = (l: PLine) =>
    !l.words.some((w) => exclude.includes(w)) &&
    overlap1d(l.box.x0, l.box.x1, x0 - COLUMN_SLACK * h, x1 + COLUMN_SLACK * h) > 0;
  const block: PLine[][] = [head];
  for (const row of view.rows) {
    if (block.length > lineCount) break;
    if (row === firstRow || row.box.y0 < bottom - 0.3 * h) continue;
    const pieces = row.lines.filter(inColumn);
    if (!pieces.length) continue;
    const top = Math.min(...pieces.map((l) => l.box.y0));
    if (top - bottom > LINE_GAP * h) break;
    if (printsOtherField(pieces.map((l) => l.text).join(' '))) break;
    block.push(pieces);
    bottom = Math.max(...pieces.map((l) => l.box.y1));
    x0 = Math.min(x0, ...pieces.map((l) => l.box.x0));
    x1 = Math.max(x1, ...pieces.map((l) => l.box.x1));
  }
  return block.flatMap((pieces) => pieces.flatMap((l) => l.words));
}

/** The pieces of a row that run on from `seed` without a column's gap, left to right. */
function runAround(row: readonly PLine[], seed: PLine, h: number, exclude: readonly PWord[]): PLine[] {
  const run = new Set([seed]);
  for (let grew = true; grew;) {
    grew = false;
    const x0 = Math.min(...[...run].map((l) => l.box.x0)),
      x1 = Math.max(...[...run].map((l) => l.box.x1));
    for (const l of row) {
      if (run.has(l) || l.words.some((w) => exclude.includes(w))) continue;
      if (l.box.x0 - x1 > PIECE_GAP * h || x0 - l.box.x1 > PIECE_GAP * h || printsOtherField(l.text)) continue;
      run.add(l);
      grew = true;
    }
  }
  return row.filter((l) => run.has(l));
}
