import { isTotalsLabel, lineItemFieldsIn, type LineItemField } from '../fields/line-item-columns.ts';
import { isNumericText } from './cell-text.ts';
import { compact } from './detect-ruled-tables.stage.ts';
import type { PCell, PTable } from './table.types.ts';

/**
 * Whether a row's cells read as the header of line items: no cell is a number
 * or a "label: value" pair, and together they name a description or a quantity and one more line-item
 * field ("DESCRIPTION | U.P | AMT(RM)", "Artikel | Aantal | Prijs").
 */
export function isLineItemHeaderRow(cells: readonly PCell[]): boolean {
  const filled = cells.filter((c) => c.text.trim());
  if (filled.length < 2 || filled.some((c) => isNumericText(c.text))) return false;
  // "Service tax #: AAACW8725" or "Phone: 875639" is a form line that happens to use the words, not a header
  if (filled.some((c) => /\d{3,}|:\s*\S/.test(c.text))) return false;
  // "Total Items" names two fields too, but it opens the totals
  if (isTotalsLabel([...filled].sort((a, b) => a.col - b.col)[0]!.text)) return false;
  const fields = new Set<LineItemField>();
  for (const c of filled) for (const f of lineItemFieldsIn(c.text)) fields.add(f);
  return fields.size >= 2 && (fields.has('description') || fields.has('quantity'));
}

/**
 * On receipts the item lines sit in one column layout with the shop's header
 * block above them and the totals below, so column alignment alone reads all
 * of it as one table. A table is cut so that its item lines stand alone: it
 * starts at a line-item header row found inside it, and its items end at the
 * first row labelled as a total after at least one item row. The parts before
 * and after stay tables of their own when they still look like one.
 */
export function splitItemTables(t: PTable): PTable[] {
  const rows = Array.from({ length: t.rowCount }, (_, r) => t.cells.filter((c) => c.row === r));
  const header = rows.findIndex((cells) => isLineItemHeaderRow(cells));
  if (header < 0) return [t];
  const firstLabel = (cells: PCell[]) =>
    [...cells].sort((a, b) => a.col - b.col).find((c) => c.text.trim())?.text ?? '';
  let end = rows.findIndex((cells, r) => r > header + 1 && isTotalsLabel(firstLabel(cells)));
  if (end < 0) end = t.rowCount;
  return [slice(t, 0, header), slice(t, header, end), slice(t, end, t.rowCount)].filter((p): p is PTable => p !== null);
}

function slice(t: PTable, from: number, to: number): PTable | null {
  if (to - from < 2) return null;
  const cells = t.cells
    .filter((c) => c.row >= from && c.row < to)
    .map((c) => ({ ...c, row: c.row - from, rowSpan: Math.min(c.rowSpan, to - c.row) }));
  return compact({ ...t, rowCount: to - from, cells, headerRows: 0 }, []);
}
