import { isNumericText } from './cell-text.ts';
import { isLineItemHeaderRow } from './split-item-tables.ts';
import type { PTable } from './table.types.ts';

/**
 * Leading header rows: a row is a header when none of its cells is numeric
 * while a column below it is mostly numeric, or when it is set in a font the
 * body does not use (bold headers), or when the first row names line-item
 * columns (see split-item-tables.ts). At most three rows.
 */
export function detectHeaderRows(t: PTable): number {
  const byRow = new Map<number, typeof t.cells>();
  for (const c of t.cells) {
    if (!byRow.has(c.row)) byRow.set(c.row, []);
    byRow.get(c.row)!.push(c);
  }
  const bodyFonts = new Map<string, number>();
  for (const c of t.cells)
    if (c.row >= Math.min(3, t.rowCount - 1))
      for (const w of c.words) bodyFonts.set(w.fontName, (bodyFonts.get(w.fontName) ?? 0) + 1);
  const mainFont = [...bodyFonts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  let headers = 0;
  for (let r = 0; r < Math.min(3, t.rowCount - 1); r++) {
    const cells = (byRow.get(r) ?? []).filter((c) => c.text);
    if (!cells.length || cells.some((c) => isNumericText(c.text))) break;
    const below = t.cells.filter((c) => c.row > r && c.text);
    const numericColumn = cells.some((h) => {
      const col = below.filter((c) => c.col === h.col);
      return col.length >= 2 && col.filter((c) => isNumericText(c.text)).length >= col.length * 0.5;
    });
    const otherFont = mainFont !== undefined && cells.every((c) => c.words.every((w) => w.fontName !== mainFont));
    // a first row naming line-item columns is their header even where OCR noise leaves few clean numbers below
    const itemHeader = r === 0 && isLineItemHeaderRow(cells);
    if (!numericColumn && !otherFont && !itemHeader) break;
    headers = r + 1;
    if (!otherFont) break; // a plain-font header is one row; bold headers may stack
  }
  return headers;
}
