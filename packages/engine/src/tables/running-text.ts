import { unionBoxes } from '../geometry/box.ts';
import type { PCell, PTable } from './table.types.ts';

/** A list marker: "4.", "4.1", "(a)", "iii)", "(iv)", a bullet or an empty box. Bare numbers, dashes and ticks are not: tables use them as data. */
const ENUMERATOR =
  /^(\(?(\d{1,3}(\.\d{1,3})*\.?|[ivxlc]{1,6}|[a-z]{1,2})\)|\d{1,3}(\.\d{1,3})*\.|\d{1,3}(\.\d{1,3})+|[ivxlc]{1,6}\.|[a-z]\.|[•·▪■□◦●○¨☐])$/i;

export const isEnumerator = (text: string): boolean => ENUMERATOR.test(text.trim());

/** Whether a column's cells read as sentences: long lines, or items that start in lower case or end in ';' / ',' / 'and' / 'or'. */
function sentences(cs: readonly PCell[]): boolean {
  const texts = cs.map((c) => c.text.trim());
  const words = texts.reduce((n, t) => n + t.split(/\s+/).length, 0) / Math.max(1, texts.length);
  const running = texts.filter((t) => /^\p{Ll}/u.test(t) || /([;,]|\band|\bor)$/.test(t)).length;
  return words >= 8 || running >= 0.5 * texts.length;
}

/** Shares of the grid's own cells (spanning cells are wrapped prose or titles, left out) that read as sentence lines. */
function proseShares(cells: readonly PCell[]): { long: number; lower: number; hyphen: number } {
  const own = cells.filter((c) => c.colSpan === 1 && c.text.trim());
  if (!own.length) return { long: 0, lower: 0, hyphen: 0 };
  const words = (c: PCell) => c.text.trim().split(/\s+/).length;
  const long = own.filter((c) => words(c) >= 3 && /\p{L}{2}/u.test(c.text));
  return {
    long: long.length / own.length,
    lower: long.filter((c) => /^\p{Ll}/u.test(c.text.trim())).length / Math.max(1, long.length),
    hyphen: long.filter((c) => /\p{L}[-‐]$/u.test(c.text.trim())).length / Math.max(1, long.length),
  };
}

/**
 * Whether an unruled grid is running text rather than a table:
 * - a numbered or bulleted list: every column but one holds list markers
 *   and that one reads as sentences ("4.1 | Term. The term of this
 *   Agreement…", "(ii) | by the Company with Cause;");
 * - columns of prose: most cells are lines of three words or more, and those
 *   lines continue sentences (start in lower case) or break words with a
 *   hyphen at the line end, as set text in two or three columns does.
 * Data tables hold names, numbers and short labels, which start in capitals
 * or digits and do not hyphenate.
 */
export function isRunningText(t: PTable): boolean {
  const own = t.cells.filter((c) => c.colSpan === 1 && c.text.trim());
  const byCol = new Map<number, PCell[]>();
  for (const c of own) byCol.set(c.col, [...(byCol.get(c.col) ?? []), c]);
  const cols = [...byCol.values()];
  // "3. | Duties. | " over " | (a) | Position. Employee shall…": a clause's heading ("Duties.", "Miscellaneous") sits in a
  // marker column beside the markers of its sub-clauses
  const isHeading = (text: string) =>
    /^\p{Lu}/u.test(text.trim()) && !/\d/.test(text) && text.trim().split(/\s+/).length <= 3;
  const isMarkerCol = (cs: PCell[]) => {
    const markers = cs.filter((c) => isEnumerator(c.text)).length;
    return markers >= 0.6 * cs.length || (markers > 0 && cs.every((c) => isEnumerator(c.text) || isHeading(c.text)));
  };
  const textCols = cols.filter((cs) => !isMarkerCol(cs));
  // a numbered table of contents ("4.1 | Who is affected by…") is a table; numbered clauses and list items read as sentences
  if (textCols.length < cols.length && textCols.length <= 1 && textCols.every((cs) => sentences(cs))) return true;
  const s = proseShares(t.cells);
  return s.long >= 0.6 && (s.lower >= 0.4 || s.hyphen >= 0.15);
}

/** A footnote's mark: "(1)", "1/", "*", "(a)", "a/", "†". */
const NOTE_MARK = /^(\(?\d{1,2}\)|\d{1,2}\/|\*{1,3}|\([a-z]\)|[a-z]\/|[†‡§])$/i;
const NOTE_WORD = /^(notes?|sources?)\b\s*[:.]?/i;

/**
 * A note under a table: "(1) Amounts are restated to conform…" (a mark
 * set apart from its sentence), or "Source: …" / "Note: …". The sentence
 * has five words or more and the row holds no other cell, so a row label
 * with a footnote mark beside its amounts is not one.
 */
export function isNoteRow(texts: readonly string[]): boolean {
  const words = (t: string) => t.split(/\s+/).length;
  if (texts.length === 1) return NOTE_WORD.test(texts[0]!) && words(texts[0]!) >= 3;
  return (
    texts.length === 2 &&
    (NOTE_MARK.test(texts[0]!) || NOTE_WORD.test(texts[0]!)) &&
    words(texts[1]!) >= 5 &&
    !/\d[\d,.]*$/.test(texts[1]!)
  );
}

/**
 * Paragraph lines above or below a grid (one run across all its columns, a
 * sentence of eight words or more) are text the table sits in, not rows of
 * it: they are cut from its top and bottom, and so are notes at its foot
 * (see isNoteRow). Null when fewer than two rows are left.
 */
export function trimParagraphRows(t: PTable): PTable | null {
  const isParagraph = (r: number) => {
    const cells = t.cells.filter((c) => c.row === r && c.text.trim());
    return (
      cells.length === 1 &&
      cells[0]!.colSpan === t.colCount &&
      t.colCount >= 2 &&
      cells[0]!.text.trim().split(/\s+/).length >= 8
    );
  };
  const isNote = (r: number) =>
    isNoteRow(
      t.cells
        .filter((c) => c.row === r && c.text.trim())
        .sort((a, b) => a.col - b.col)
        .map((c) => c.text.trim()),
    );
  let from = 0,
    to = t.rowCount;
  while (from < to && isParagraph(from)) from++;
  while (to > from && (isParagraph(to - 1) || isNote(to - 1))) to--;
  if (from === 0 && to === t.rowCount) return t;
  if (to - from < 2) return null;
  const cells = t.cells.filter((c) => c.row >= from && c.row < to).map((c) => ({ ...c, row: c.row - from }));
  const box = unionBoxes(cells.filter((c) => c.words.length).map((c) => c.box));
  return { ...t, rowCount: to - from, cells, box, lastBox: box };
}
