import {
  SPREADSHEET_LAYOUT_SHEET,
  type ApprovalData,
  type SpreadsheetApprovalData,
  type SpreadsheetCell,
  type SpreadsheetSheet,
} from '@paperbridge/contracts';

/** Where a spreadsheet column's values come from in the document's data. */
export type SheetColumnSource =
  | { kind: 'field'; group: 'form' | 'extactedFromTable'; id: number }
  | { kind: 'table'; tableNumber: number; columnIndex: number };

/** One sheet of the spreadsheet-type approval, before any value is filled in: what each column and row is. */
export interface SheetPlan {
  name: string;
  columns: { header: string; source: SheetColumnSource }[];
  rowCount: number;
  /** the table whose rows the sheet's rows are (null: a sheet of header fields only) */
  tableNumber: number | null;
  /** rows of that table (0 with a table that has none: the one row then holds the header fields only) */
  tableRows: number;
}

/** a mapping saved without a tab name (a draft made final before the rule): the file's own name (spec 000 §7) */
export const DEFAULT_SHEET_NAME = 'Worksheet';

/** Excel refuses these in a tab name, and a name longer than 31 characters. */
const cleanSheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, '-')
    .trim()
    .slice(0, 31);

function uniqueNames(base: string, count: number): string[] {
  const taken = new Set<string>([SPREADSHEET_LAYOUT_SHEET.toLowerCase()]);
  const names: string[] = [];
  for (let k = 0; k < count; k++) {
    const suffix = k === 0 ? '' : ` ${k + 1}`;
    let name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - `~${n}`.length)}~${n}`;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

const tableRowCount = (t: ApprovalData['tables'][number] | undefined) => t?.columns[0]?.cells.length ?? 0;

/**
 * The document's data laid out as its Excel output (docs/review.md "Spreadsheet type"): the first
 * sheet, named with the mapping's worksheet tab name, has the header fields (form, then the values
 * taken from table rows) as leading columns repeated on every row, followed by the first table's
 * columns, one row per line item; every further table gets a sheet of its own. A first sheet
 * without line items has one row, the header fields'.
 */
export function planSpreadsheet(data: ApprovalData, tabName: string): SheetPlan[] {
  const fields = [
    ...data.form.map((f) => ({ f, group: 'form' as const })),
    ...data.extactedFromTable.map((f) => ({ f, group: 'extactedFromTable' as const })),
  ];
  const tableColumns = (t: ApprovalData['tables'][number]) =>
    t.columns.map((c, columnIndex) => ({
      header: c.columnHeader,
      source: { kind: 'table' as const, tableNumber: t.tableNumber, columnIndex },
    }));
  const [first, ...rest] = data.tables;
  const names = uniqueNames(cleanSheetName(tabName) || DEFAULT_SHEET_NAME, 1 + rest.length);
  const firstRows = tableRowCount(first);
  const plans: SheetPlan[] = [
    {
      name: names[0]!,
      columns: [
        ...fields.map(({ f, group }) => ({ header: f.label, source: { kind: 'field' as const, group, id: f.id } })),
        ...(first ? tableColumns(first) : []),
      ],
      rowCount: firstRows || (fields.length ? 1 : 0),
      tableNumber: first?.tableNumber ?? null,
      tableRows: firstRows,
    },
  ];
  rest.forEach((t, k) =>
    plans.push({
      name: names[k + 1]!,
      columns: tableColumns(t),
      rowCount: tableRowCount(t),
      tableNumber: t.tableNumber,
      tableRows: tableRowCount(t),
    }),
  );
  return plans;
}

/** The value and marker of one cell of a plan, read from the document's data. */
export function planCell(data: ApprovalData, plan: SheetPlan, column: number, row: number): SpreadsheetCell {
  const source = plan.columns[column]!.source;
  if (source.kind === 'field') {
    const f = data[source.group].find((x) => x.id === source.id)!;
    return { value: f.value, isDelete: f.isDelete };
  }
  const cell = data.tables.find((t) => t.tableNumber === source.tableNumber)?.columns[source.columnIndex]?.cells[row];
  return cell ? { value: cell.value, isDelete: cell.isDelete } : { value: '', isDelete: false };
}

/**
 * A line-item row counts as deleted when all its table cells are (how the data keeps a deleted
 * row); the header-fields-only row when all the fields are.
 */
function rowDeleted(data: ApprovalData, plan: SheetPlan, row: number): boolean {
  const cells = plan.columns
    .map((c, k) => ({ c, k }))
    .filter(({ c }) => c.source.kind === (plan.tableRows > 0 ? 'table' : 'field'));
  return cells.length > 0 && cells.every(({ k }) => planCell(data, plan, k, row).isDelete);
}

/** One sheet with its values: a deleted row deletes every cell in it; a column counts as deleted when all its cells are (spec 000 §5). */
export function fillSheet(data: ApprovalData, plan: SheetPlan): SpreadsheetSheet {
  const rows = Array.from({ length: plan.rowCount }, (_, r) => {
    const isDelete = rowDeleted(data, plan, r);
    return {
      isDelete,
      cells: plan.columns.map((_, k) =>
        isDelete ? { ...planCell(data, plan, k, r), isDelete: true } : planCell(data, plan, k, r),
      ),
    };
  });
  const columns = plan.columns.map((c, k) => {
    const source = c.source;
    // every cell deleted; a sheet without rows keeps the column's own marker
    const columnDeleted = (own: boolean) => (rows.length ? rows.every((r) => r.cells[k]!.isDelete) : own);
    if (source.kind !== 'field') {
      const own = Boolean(
        data.tables.find((t) => t.tableNumber === source.tableNumber)?.columns[source.columnIndex]?.isDelete,
      );
      return { header: c.header, shared: false, isDelete: columnDeleted(own) };
    }
    const f = data[source.group].find((x) => x.id === source.id)!;
    const isDelete = columnDeleted(f.isDelete);
    const marks = {
      id: f.id,
      confidence: f.confidence,
      isRequired: f.isRequired,
      missing: f.missing,
      ...(f.source ? { source: f.source } : {}),
      ...(f.readAs !== undefined ? { readAs: f.readAs } : {}),
      ...(f.lowConfidence !== undefined ? { lowConfidence: f.lowConfidence } : {}),
    };
    return { header: c.header, shared: true, isDelete, marks };
  });
  return { name: plan.name, highestCount: plan.columns.length, columns, rows };
}

/** GetDataForApproval's answer for a spreadsheet-type document (spec 000 §3 "Approval data (spreadsheet type)"). */
export function buildSpreadsheetData(data: ApprovalData, tabName: string): SpreadsheetApprovalData {
  return {
    docRef: data.docRef,
    type: 'spreadsheet',
    spreadsheet: { sheets: planSpreadsheet(data, tabName).map((p) => fillSheet(data, p)) },
  };
}
