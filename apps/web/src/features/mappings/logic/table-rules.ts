import { RULE_TYPE, type TableRule } from '@paperbridge/contracts';
import type { DraftTable } from './mapping-draft.types';

/** Row status icon: 1 included, 2 excluded, 3 included as a field (a rule); it cycles 1 → 2 → 3 → 1. */
export type RowStatus = 1 | 2 | 3;
/** Column status icon (create reading): 1 unmapped, 2 mapped, 3 used by a rule. */
export type ColumnStatus = 1 | 2 | 3;
export const nextRowStatus = (s: RowStatus): RowStatus => ((s % 3) + 1) as RowStatus;

const rowOf = (table: DraftTable, rowNumber: number) => table.rows.find((r) => r.rowNumber === rowNumber);

/** The key of a row: its first cell with text (the name rules are deduplicated by). */
export function rowKeyCell(table: DraftTable, rowNumber: number) {
  return rowOf(table, rowNumber)?.cells.find((c) => c.text.trim() !== '') ?? null;
}

/** Unchecking a row: an exclude rule (rL_Id 1). */
export function excludeRule(table: DraftTable, rowNumber: number): TableRule {
  const key = rowKeyCell(table, rowNumber);
  return {
    rL_Id: RULE_TYPE.exclude,
    dF_Id: null,
    columnKeyNumber: key?.columnNumber ?? null,
    columnKeyName: key?.text.trim() ?? null,
    dataColumnNumber: null,
    dataColumnValue: null,
    rowNumber,
    table: table.tableNumber,
    columnNumber: key?.columnNumber ?? null,
    key_Id: `exclude-${table.tableNumber}-${rowNumber}`,
  };
}

/**
 * Mapping a cell to a field: an include rule (rL_Id 2): the clicked cell is the key, `dataColumnNumber`
 * the column whose value becomes the field (default: the last column of the row with text).
 */
export function includeRule(
  table: DraftTable,
  rowNumber: number,
  columnNumber: number,
  dfId: number,
  dataColumnNumber?: number | null,
): TableRule {
  const row = rowOf(table, rowNumber);
  const key = row?.cells.find((c) => c.columnNumber === columnNumber);
  const filled = (row?.cells ?? []).filter((c) => c.text.trim() !== '' && c.columnNumber !== columnNumber);
  const dataCol = dataColumnNumber ?? filled[filled.length - 1]?.columnNumber ?? columnNumber;
  const data = row?.cells.find((c) => c.columnNumber === dataCol);
  return {
    rL_Id: RULE_TYPE.include,
    dF_Id: dfId,
    columnKeyNumber: columnNumber,
    columnKeyName: key?.text.trim() ?? null,
    dataColumnNumber: dataCol,
    dataColumnValue: data?.text.trim() ?? null,
    rowNumber,
    table: table.tableNumber,
    columnNumber,
    key_Id: `include-${table.tableNumber}-${rowNumber}-${columnNumber}`,
  };
}

const rulesOfRow = (table: DraftTable, rowNumber: number) => table.rule.filter((r) => r.rowNumber === rowNumber);

export function rowStatus(table: DraftTable, rowNumber: number): RowStatus {
  const rules = rulesOfRow(table, rowNumber);
  if (rules.some((r) => r.rL_Id === RULE_TYPE.include)) return 3;
  if (rules.some((r) => r.rL_Id === RULE_TYPE.exclude)) return 2;
  return 1;
}

export const isRowIncluded = (table: DraftTable, rowNumber: number) => rowStatus(table, rowNumber) === 1;

/** Rows are included by default; unchecking adds an exclude rule, checking restores the row. */
export function setRowIncluded(table: DraftTable, rowNumber: number, included: boolean): DraftTable {
  const rest = table.rule.filter((r) => r.rowNumber !== rowNumber);
  return { ...table, rule: included ? rest : [...rest, excludeRule(table, rowNumber)] };
}

/** Mapping a cell adds an include rule for its row (one per row). */
export function mapCell(
  table: DraftTable,
  rowNumber: number,
  columnNumber: number,
  dfId: number,
  dataColumnNumber?: number | null,
): DraftTable {
  const rest = table.rule.filter((r) => r.rowNumber !== rowNumber);
  return { ...table, rule: [...rest, includeRule(table, rowNumber, columnNumber, dfId, dataColumnNumber)] };
}

/** Removing a cell mapping restores the row. */
export const unmapCell = (table: DraftTable, rowNumber: number): DraftTable => ({
  ...table,
  rule: table.rule.filter((r) => r.rowNumber !== rowNumber),
});

export function columnStatus(table: DraftTable, columnNumber: number): ColumnStatus {
  if (
    table.rule.some(
      (r) =>
        r.rL_Id === RULE_TYPE.include && (r.columnKeyNumber === columnNumber || r.dataColumnNumber === columnNumber),
    )
  )
    return 3;
  return table.columns.find((c) => c.columnNumber === columnNumber)?.dF_Id != null ? 2 : 1;
}

/** Renumbers sequenceNumber from 1 over the mapped columns, left to right. */
function sequence(table: DraftTable): DraftTable {
  let n = 0;
  return {
    ...table,
    columns: table.columns.map((c) => (c.dF_Id != null ? { ...c, sequenceNumber: ++n } : { ...c, sequenceNumber: 0 })),
  };
}

/** The column dialog's Add: the column gets the field. */
export function mapColumn(table: DraftTable, columnNumber: number, dfId: number): DraftTable {
  const has = table.columns.some((c) => c.columnNumber === columnNumber);
  const columns = has
    ? table.columns.map((c) => (c.columnNumber === columnNumber ? { ...c, dF_Id: dfId } : c))
    : [...table.columns, { columnNumber, header: null, dF_Id: dfId, sequenceNumber: 0 }].sort(
        (a, b) => a.columnNumber - b.columnNumber,
      );
  return sequence({ ...table, columns });
}

/** Unchecking a column releases its field. */
export const unmapColumn = (table: DraftTable, columnNumber: number): DraftTable =>
  sequence({
    ...table,
    columns: table.columns.map((c) => (c.columnNumber === columnNumber ? { ...c, dF_Id: null } : c)),
  });

export const mappedColumnCount = (table: DraftTable) => table.columns.filter((c) => c.dF_Id != null).length;

/** Only cells with text can be clicked, and only in tables marked to capture. */
export const isCellClickable = (table: DraftTable, text: string) => table.capture && text.trim() !== '';

/** Next and Previous are disabled while capture is Yes but no column is mapped. */
export const isTableNavBlocked = (table: DraftTable | undefined) =>
  !!table && table.capture && mappedColumnCount(table) === 0;

/** Rules without a field are deduplicated by key column name (spec 001 §4 Saving). */
export function dedupeRules(rules: readonly TableRule[]): TableRule[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    if (r.dF_Id != null || !r.columnKeyName) return true;
    const k = `${r.rL_Id}|${r.columnKeyName.toLowerCase()}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Field ids a table holds (its columns and include rules). */
export const tableFieldIds = (table: DraftTable): number[] => [
  ...table.columns.map((c) => c.dF_Id).filter((id): id is number => id != null),
  ...table.rule.map((r) => r.dF_Id).filter((id): id is number => id != null),
];
