import type { FormFieldRow } from '@paperbridge/contracts';

/** Rows with a position (1..n) are the Form list, in that order; position 0 rows are listed as unmapped. */
export const listedRows = (rows: readonly FormFieldRow[]) =>
  rows.filter((r) => r.sortPosition > 0).sort((a, b) => a.sortPosition - b.sortPosition);
export const unmappedRows = (rows: readonly FormFieldRow[]) => rows.filter((r) => r.sortPosition <= 0);

/** Gives listed rows positions 1..n in the given order (the rest keep 0). */
function withPositions(rows: readonly FormFieldRow[], order: readonly string[]): FormFieldRow[] {
  return rows.map((r) => {
    const i = order.indexOf(r.unique_id);
    return { ...r, sortPosition: i < 0 ? 0 : i + 1 };
  });
}

/**
 * First load: rows the server placed keep their order; when none is placed every extracted row is listed
 * in document order. Unique ids are made unique.
 */
export function normaliseFormRows(rows: readonly FormFieldRow[]): FormFieldRow[] {
  const seen = new Set<string>();
  const unique = rows.map((r, i) => {
    let id = r.unique_id || `row-${i + 1}`;
    while (seen.has(id)) id = `${id}-${i + 1}`;
    seen.add(id);
    return { ...r, unique_id: id };
  });
  const placed = unique.some((r) => r.sortPosition > 0);
  const order = placed ? listedRows(unique).map((r) => r.unique_id) : unique.map((r) => r.unique_id);
  return withPositions(unique, order).map((r) => (r.sortPosition === 0 ? { ...r, isRequired: false } : r));
}

/** Drag to reorder: moves a listed row to another index and renumbers sortPosition from 1. */
export function moveRow(rows: readonly FormFieldRow[], fromIndex: number, toIndex: number): FormFieldRow[] {
  const order = listedRows(rows).map((r) => r.unique_id);
  if (fromIndex < 0 || fromIndex >= order.length || toIndex < 0 || toIndex >= order.length) return [...rows];
  const [moved] = order.splice(fromIndex, 1);
  order.splice(toIndex, 0, moved!);
  return withPositions(rows, order);
}

const nextOrderIndex = (rows: readonly FormFieldRow[]) => Math.max(0, ...rows.map((r) => r.orderIndex)) + 1;

/**
 * Choosing a field: the row gets the next order index (spec 002 §4) and, when it was unmapped,
 * joins the end of the list.
 */
export function assignField(rows: readonly FormFieldRow[], uniqueId: string, dfId: number): FormFieldRow[] {
  const row = rows.find((r) => r.unique_id === uniqueId);
  if (!row) return [...rows];
  const orderIndex = row.dF_Id != null && row.orderIndex > 0 ? row.orderIndex : nextOrderIndex(rows);
  const order = listedRows(rows).map((r) => r.unique_id);
  if (!order.includes(uniqueId)) order.push(uniqueId);
  return withPositions(
    rows.map((r) => (r.unique_id === uniqueId ? { ...r, dF_Id: dfId, orderIndex } : r)),
    order,
  );
}

/**
 * The delete icon: the field is released, later order indexes shift down, the required flag clears and
 * the row moves to the unmapped list (positions renumbered from 1).
 */
export function unassignField(rows: readonly FormFieldRow[], uniqueId: string): FormFieldRow[] {
  const row = rows.find((r) => r.unique_id === uniqueId);
  if (!row) return [...rows];
  const gone = row.orderIndex;
  const order = listedRows(rows)
    .map((r) => r.unique_id)
    .filter((id) => id !== uniqueId);
  return withPositions(
    rows.map((r) => {
      if (r.unique_id === uniqueId) {
        // a fixed value belongs to the field it was given for (issue 22), not to the row's text
        const { fixedValue: _fixed, ...row } = r;
        return { ...row, dF_Id: null, orderIndex: 0, isRequired: false };
      }
      return gone > 0 && r.orderIndex > gone ? { ...r, orderIndex: r.orderIndex - 1 } : r;
    }),
    order,
  );
}

export const setRequired = (rows: readonly FormFieldRow[], uniqueId: string, isRequired: boolean) =>
  rows.map((r) => (r.unique_id === uniqueId ? { ...r, isRequired: r.dF_Id != null && isRequired } : r));
