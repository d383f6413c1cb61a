import type { ApprovalData, ApprovalTable } from '@paperbridge/contracts';
import { allCellsDeleted, rowCount } from './review-markers';

/**
 * The data as it would be delivered: deleted fields, rows, columns and cells left out and the
 * markers removed (spec 000 §4: Finalise compares "after removing delete markers"). Deleting
 * something therefore counts as a change, and restoring it again does not.
 */
export function stripMarkers(data: ApprovalData) {
  const fields = (list: ApprovalData['form']) =>
    list.filter((f) => !f.isDelete).map((f) => ({ id: f.id, label: f.label, value: f.value }));
  const table = (t: ApprovalTable) => {
    const rows = Array.from({ length: rowCount(t) }, (_, r) => r).filter((r) => !allCellsDeleted(t, r));
    return {
      tableNumber: t.tableNumber,
      columns: t.columns
        .filter((c) => !c.isDelete)
        .map((c) => ({
          columnHeader: c.columnHeader,
          cells: rows.map((r) => (c.cells[r]!.isDelete ? null : c.cells[r]!.value)),
        })),
    };
  };
  return { form: fields(data.form), extactedFromTable: fields(data.extactedFromTable), tables: data.tables.map(table) };
}

export const hasChanges = (original: ApprovalData, current: ApprovalData) =>
  JSON.stringify(stripMarkers(original)) !== JSON.stringify(stripMarkers(current));

/** One line of the read-only review: what changed, where, from what to what. */
export interface ReviewChange {
  kind: 'edited' | 'deleted';
  where: string;
  from: string;
  to: string;
}

/** The changes the read-only review lists (edits and deletions against what was extracted). */
export function listChanges(original: ApprovalData, current: ApprovalData): ReviewChange[] {
  const out: ReviewChange[] = [];
  for (const group of ['form', 'extactedFromTable'] as const) {
    for (const f of current[group]) {
      const was = original[group].find((o) => o.id === f.id);
      if (!was) continue;
      if (f.isDelete && !was.isDelete) out.push({ kind: 'deleted', where: f.label, from: was.value, to: '' });
      else if (!f.isDelete && f.value !== was.value)
        out.push({ kind: 'edited', where: f.label, from: was.value, to: f.value });
    }
  }
  for (const t of current.tables) {
    const was = original.tables.find((o) => o.tableNumber === t.tableNumber);
    if (!was) continue;
    const name = `Table ${t.tableNumber}`;
    t.columns.forEach((c, k) => {
      if (c.isDelete && !was.columns[k]?.isDelete)
        out.push({ kind: 'deleted', where: `${name}, column ${c.columnHeader}`, from: '', to: '' });
    });
    // when every column is deleted the rows went with them: the columns say it once
    const allColumns = t.columns.every((c) => c.isDelete);
    for (let r = 0; r < rowCount(t) && !allColumns; r++) {
      if (allCellsDeleted(t, r)) {
        if (!allCellsDeleted(was, r))
          out.push({
            kind: 'deleted',
            where: `${name}, row ${r + 1}`,
            from: t.columns
              .map((c) => was.columns.find((w) => w.columnHeader === c.columnHeader)?.cells[r]?.value ?? '')
              .filter(Boolean)
              .join(' · '),
            to: '',
          });
        continue;
      }
      t.columns.forEach((c, k) => {
        if (c.isDelete) return;
        const cell = c.cells[r]!;
        const before = was.columns[k]?.cells[r];
        if (!before) return;
        if (cell.isDelete && !before.isDelete)
          out.push({ kind: 'deleted', where: `${name}, row ${r + 1}, ${c.columnHeader}`, from: before.value, to: '' });
        else if (!cell.isDelete && cell.value !== before.value)
          out.push({
            kind: 'edited',
            where: `${name}, row ${r + 1}, ${c.columnHeader}`,
            from: before.value,
            to: cell.value,
          });
      });
    }
  }
  return out;
}
