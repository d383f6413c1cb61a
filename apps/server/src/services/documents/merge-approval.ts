import {
  APPROVAL_MSG,
  type ApprovalData,
  type ApprovalField,
  type ApproveDataRequest,
  type ApproveField,
} from '@paperbridge/contracts';
import { invalid } from '../../lib/errors/domain-error.ts';

interface FieldError {
  field: string;
  message: string;
}

function mergeFields(
  list: ApprovalField[],
  sent: ApproveField[],
  name: 'form' | 'extactedFromTable',
  errors: FieldError[],
): ApprovalField[] {
  const byId = new Map(sent.map((f, i) => [f.id, { f, i }]));
  const seen = new Set<number>();
  sent.forEach((f, i) => {
    const original = list.find((o) => o.id === f.id);
    if (seen.has(f.id)) errors.push({ field: `${name}[${i}].id`, message: APPROVAL_MSG.sentTwice });
    else if (!original) errors.push({ field: `${name}[${i}].id`, message: APPROVAL_MSG.unknownField });
    else if (original.label !== f.label)
      errors.push({ field: `${name}[${i}].label`, message: APPROVAL_MSG.labelChanged });
    seen.add(f.id);
  });
  return list.map((o) => {
    const got = byId.get(o.id)?.f;
    if (!got) return o;
    // a value the reviewer typed over is theirs: the engine's "corrected" mark no longer describes it
    if (got.value === o.value || o.source === undefined) return { ...o, value: got.value, isDelete: got.isDelete };
    const { source: _source, readAs: _readAs, ...rest } = o;
    return { ...rest, value: got.value, isDelete: got.isDelete };
  });
}

/**
 * The extracted data with the reviewer's edits and delete markers laid over it (spec 000 §3 and
 * §5): values not sent keep what was extracted; a column counts as deleted when all its cells are.
 * Anything that does not belong to the document is refused, naming the payload field.
 */
export function mergeApproval(extracted: ApprovalData, payload: ApproveDataRequest): ApprovalData {
  const errors: FieldError[] = [];
  const form = mergeFields(extracted.form, payload.form, 'form', errors);
  const extactedFromTable = mergeFields(
    extracted.extactedFromTable,
    payload.extactedFromTable,
    'extactedFromTable',
    errors,
  );
  const tables = extracted.tables.map((t) => ({
    ...t,
    columns: t.columns.map((c) => ({ ...c, cells: c.cells.map((cell) => ({ ...cell })) })),
  }));
  const seen = new Set<string>();
  payload.tables.forEach((cell, i) => {
    const column = tables.find((t) => t.tableNumber === cell.tableNumber)?.columns[cell.columnIndex];
    const target = column?.cells[cell.rowIndex];
    const key = `${cell.tableNumber}:${cell.columnIndex}:${cell.rowIndex}`;
    if (!column || !target) return errors.push({ field: `tables[${i}]`, message: APPROVAL_MSG.unknownCell });
    if (column.columnHeader !== cell.columnHeader)
      return errors.push({ field: `tables[${i}].columnHeader`, message: APPROVAL_MSG.headerChanged });
    if (seen.has(key)) return errors.push({ field: `tables[${i}]`, message: APPROVAL_MSG.sentTwice });
    seen.add(key);
    target.value = cell.value;
    target.isDelete = cell.isDelete;
  });
  if (errors.length) throw invalid(`${errors[0]!.field}: ${errors[0]!.message}`, errors);
  for (const t of tables)
    for (const c of t.columns) c.isDelete = c.cells.length > 0 ? c.cells.every((cell) => cell.isDelete) : c.isDelete;
  return { ...extracted, form, extactedFromTable, tables };
}
