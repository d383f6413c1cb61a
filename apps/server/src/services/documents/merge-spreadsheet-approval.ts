import { SPREADSHEET_MSG, type ApprovalData, type SpreadsheetCell } from '@paperbridge/contracts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { planCell, type SheetPlan } from './build-spreadsheet-data.ts';
import type { ApprovalWorkbook, SheetCells } from './read-approval-workbook.ts';

const MAX_VALUE = 4000;
const refuse = (message: string) => invalidField('file', message);
const ascending = (list: number[], below: number) => list.every((v, i) => v < below && (i === 0 || v > list[i - 1]!));

/** A1-style address of a 1-based cell, for messages. */
function address(row: number, column: number): string {
  let name = '';
  for (let c = column; c > 0; c = Math.floor((c - 1) / 26)) name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return `${name}${row}`;
}

/**
 * One planned sheet with the reviewer's values and markers: what the file still shows (the layout
 * sheet says which of the data's rows and columns that is) keeps its value, a shown cell listed as
 * deleted keeps the extracted value with the marker, and a row or column the file left out is deleted.
 */
function markedSheet(
  data: ApprovalData,
  plan: SheetPlan,
  sheet: SheetCells | undefined,
  workbook: ApprovalWorkbook,
): SpreadsheetCell[][] {
  if (!sheet) throw refuse(SPREADSHEET_MSG.missingSheet(plan.name));
  const layout = workbook.layout.sheets.find((s) => s.name === plan.name);
  const mismatch = () => refuse(SPREADSHEET_MSG.layoutMismatch(plan.name));
  if (!layout || !ascending(layout.rows, plan.rowCount) || !ascending(layout.columns, plan.columns.length))
    throw mismatch();
  // nothing beyond the header row and the kept rows and columns
  if (sheet.lastRow > 1 + layout.rows.length || sheet.lastColumn > layout.columns.length) throw mismatch();
  layout.columns.forEach((k, j) => {
    const header = sheet.cells.get(1)?.get(j + 1) ?? '';
    if (header.trim() !== plan.columns[k]!.header.trim())
      throw refuse(SPREADSHEET_MSG.headerChanged(plan.name, plan.columns[k]!.header));
  });
  const shownRow = new Map(layout.rows.map((r, i) => [r, i + 2]));
  const shownColumn = new Map(layout.columns.map((k, j) => [k, j + 1]));
  const deleted = new Set(layout.deletedCells.map(([r, k]) => `${r}:${k}`));
  return Array.from({ length: plan.rowCount }, (_, r) =>
    plan.columns.map((_, k) => {
      const original = planCell(data, plan, k, r);
      const row = shownRow.get(r);
      const column = shownColumn.get(k);
      if (row === undefined || column === undefined || deleted.has(`${r}:${k}`))
        return { value: original.value, isDelete: true };
      const value = sheet.cells.get(row)?.get(column) ?? '';
      if (value.length > MAX_VALUE) throw refuse(SPREADSHEET_MSG.valueTooLong(`${plan.name}!${address(row, column)}`));
      return { value, isDelete: false };
    }),
  );
}

/**
 * The extracted data with the reviewed workbook laid over it (docs/review.md "Spreadsheet type"),
 * in the approval data shape the form type stores too: a header field takes the value of its
 * column's first kept cell and is deleted when its whole column is; a table cell takes its own; a
 * deleted row is a row whose cells are all deleted; a column counts as deleted when all its cells
 * are (spec 000 §5). Anything that does not fit the document's layout is a 400 naming `file`.
 */
export function mergeSpreadsheetApproval(
  extracted: ApprovalData,
  plans: SheetPlan[],
  workbook: ApprovalWorkbook,
): ApprovalData {
  const approved = structuredClone(extracted);
  for (const plan of plans) {
    const marked = markedSheet(extracted, plan, workbook.sheets.get(plan.name), workbook);
    plan.columns.forEach(({ source }, k) => {
      if (source.kind === 'field') {
        const field = approved[source.group].find((f) => f.id === source.id)!;
        const kept = marked.find((row) => !row[k]!.isDelete)?.[k];
        if (kept) Object.assign(field, { value: kept.value, isDelete: false });
        else field.isDelete = true;
        return;
      }
      const column = approved.tables.find((t) => t.tableNumber === source.tableNumber)!.columns[source.columnIndex]!;
      column.cells = column.cells.map((cell, r) => ({ ...cell, ...marked[r]![k]! }));
      // a table without rows: the column is kept or deleted as the sheet's column was
      column.isDelete = column.cells.length
        ? column.cells.every((c) => c.isDelete)
        : marked.length > 0 && marked.every((row) => row[k]!.isDelete);
    });
  }
  return approved;
}
