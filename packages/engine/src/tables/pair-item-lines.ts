import { unionBoxes } from '../geometry/box.ts';
import { cellText, isNumericText } from './cell-text.ts';
import { isLineItemHeaderRow } from './split-item-tables.ts';
import type { PCell, PTable } from './table.types.ts';

type Kind = 'text' | 'values';

/**
 * Receipts often print each item over two lines, always in the same order:
 * the description on one, the quantity, price and amount on the other
 * ("Chicken Item" under "1  D  20.00 SR"). Under a line-item header, when the
 * body rows alternate text-only and value rows from the first body row on,
 * and the value rows carry no words of their own (a quantity, a price, a tax
 * code: a value row with a description is an item by itself), each pair is one item and becomes one row, so a user mapping line items
 * gets one row per item. Pairing stops at the first row that breaks the
 * alternation; rows after it stay as they are.
 */
export function pairItemLines(t: PTable): PTable {
  if (t.rowCount < 3) return t;
  const rows = Array.from({ length: t.rowCount }, (_, r) => t.cells.filter((c) => c.row === r));
  if (!isLineItemHeaderRow(rows[0]!)) return t;
  const kinds = rows.map((cells) => kindOf(cells));
  const first = kinds[1],
    second = kinds[2];
  if (!first || !second || first === second) return t;
  let pairs = 0;
  const valuesOnly = (r: number) =>
    kinds[r] !== 'values' ||
    !rows[r]!.some((c) => /\p{L}{3,}/u.test(c.text.replace(/\b(x|pcs?|sr|zr|rm|tax)\b/gi, '')));
  while (
    1 + 2 * pairs + 1 < rows.length &&
    kinds[1 + 2 * pairs] === first &&
    kinds[2 + 2 * pairs] === second &&
    valuesOnly(1 + 2 * pairs) &&
    valuesOnly(2 + 2 * pairs)
  )
    pairs++;
  const body = rows.length - 1;
  // one pair alone is only read as an item when it is the whole body
  if (pairs < 2 && !(pairs === 1 && body === 2)) return t;
  const out: PCell[] = rows[0]!.map((c) => ({ ...c }));
  let next = 1;
  for (let p = 0; p < pairs; p++, next++) out.push(...mergeRows(rows[1 + 2 * p]!, rows[2 + 2 * p]!, next));
  for (let r = 1 + 2 * pairs; r < rows.length; r++, next++) out.push(...rows[r]!.map((c) => ({ ...c, row: next })));
  return { ...t, rowCount: next, cells: out };
}

function kindOf(cells: readonly PCell[]): Kind | null {
  const filled = cells.filter((c) => c.text.trim());
  if (!filled.length) return null;
  return filled.some((c) => isNumericText(c.text)) ? 'values' : 'text';
}

/** Two printed lines → one row: each text cell joins the cell of the other line that starts in its column (spans from the value line). */
function mergeRows(upper: readonly PCell[], lower: readonly PCell[], row: number): PCell[] {
  const byCol = new Map<number, PCell>();
  const [values, text] = upper.some((c) => isNumericText(c.text)) ? [upper, lower] : [lower, upper];
  for (const c of values) byCol.set(c.col, { ...c, row, rowSpan: 1, words: [...c.words] });
  for (const c of text) {
    const host = [...byCol.values()].find((h) => h.col <= c.col && h.col + h.colSpan > c.col);
    if (!host) {
      byCol.set(c.col, { ...c, row, rowSpan: 1, colSpan: 1, words: [...c.words] });
      continue;
    }
    host.words.push(...c.words);
    host.box = unionBoxes([host.box, c.box]);
  }
  for (const c of byCol.values()) c.text = cellText(c.words);
  // a text cell spanning columns now sits in its first one; the value line's cells keep theirs
  const cells = [...byCol.values()].sort((a, b) => a.col - b.col);
  return cells.filter((c, i) => !cells.slice(0, i).some((o) => o.col + o.colSpan > c.col));
}
