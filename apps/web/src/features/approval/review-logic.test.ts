import { describe, expect, it } from 'vitest';
import type { ApprovalData } from '@paperbridge/contracts';
import {
  allCellsDeleted,
  isRowDeleted,
  setCellValue,
  setFieldValue,
  toggleCellDelete,
  toggleColumnDelete,
  toggleFieldDelete,
  toggleRowDelete,
  toReviewData,
} from './review-markers';
import { hasChanges, listChanges, stripMarkers } from './review-compare';
import { toApprovePayload } from './approve-payload';

const field = (id: number, label: string, value: string) => ({
  id,
  dF_Id: id,
  label,
  value,
  isDelete: false,
  confidence: 90,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
});
const column = (columnHeader: string, values: string[]) => ({
  columnHeader,
  dF_Id: null,
  isDelete: false,
  cells: values.map((value) => ({ value, isDelete: false })),
});
const extracted: ApprovalData = {
  docRef: 'INV-1',
  form: [field(1, 'Invoice Number', 'INV-1'), field(2, 'Total Amount', '10,00')],
  extactedFromTable: [field(3, 'Shipping', '0,00')],
  tables: [
    {
      tableNumber: 1,
      confidence: 90,
      page: 1,
      columns: [column('Description', ['Cable', 'Mouse']), column('Quantity', ['1', '2'])],
    },
  ],
};
const original = toReviewData(extracted);

describe('delete markers (spec 000 §5)', () => {
  it('deleting a column deletes all its cells, and restoring it restores them', () => {
    const deleted = toggleColumnDelete(original, 1, 1);
    expect(deleted.tables[0]!.columns[1]!.isDelete).toBe(true);
    expect(deleted.tables[0]!.columns[1]!.cells.every((c) => c.isDelete)).toBe(true);
    const restored = toggleColumnDelete(deleted, 1, 1);
    expect(restored.tables[0]!.columns[1]!.isDelete).toBe(false);
    expect(restored.tables[0]!.columns[1]!.cells.some((c) => c.isDelete)).toBe(false);
  });

  it('a column counts as deleted when all its cells are deleted, and not once one is restored', () => {
    let data = toggleCellDelete(original, 1, 0, 0);
    expect(data.tables[0]!.columns[0]!.isDelete).toBe(false);
    data = toggleCellDelete(data, 1, 0, 1);
    expect(data.tables[0]!.columns[0]!.isDelete).toBe(true);
    data = toggleCellDelete(data, 1, 0, 1);
    expect(data.tables[0]!.columns[0]!.isDelete).toBe(false);
  });

  it('a row is deleted across all columns and restored across all columns', () => {
    const deleted = toggleRowDelete(original, 1, 1);
    expect(deleted.tables[0]!.columns.map((c) => c.cells[1]!.isDelete)).toEqual([true, true]);
    expect(isRowDeleted(deleted.tables[0]!, 1)).toBe(true);
    expect(isRowDeleted(deleted.tables[0]!, 0)).toBe(false);
    expect(isRowDeleted(toggleRowDelete(deleted, 1, 1).tables[0]!, 1)).toBe(false);
  });

  it('restoring a column does not bring back a row deleted on its own, and restoring the row keeps a deleted column', () => {
    let data = toggleRowDelete(original, 1, 1);
    data = toggleColumnDelete(data, 1, 1);
    data = toggleColumnDelete(data, 1, 0);
    data = toggleColumnDelete(data, 1, 0);
    expect(data.tables[0]!.columns[0]!.cells.map((c) => c.isDelete)).toEqual([false, true]);
    expect(allCellsDeleted(data.tables[0]!, 1)).toBe(true);
    data = toggleRowDelete(data, 1, 1);
    expect(data.tables[0]!.columns.map((c) => c.cells[1]!.isDelete)).toEqual([false, true]);
  });

  it('rows deleted in a saved approval load as deleted rows', () => {
    const saved = structuredClone(extracted);
    for (const c of saved.tables[0]!.columns) c.cells[0]!.isDelete = true;
    expect(toReviewData(saved).tables[0]!.deletedRows).toEqual([0]);
  });

  it('the original is never changed', () => {
    toggleRowDelete(setFieldValue(original, 'form', 1, 'X'), 1, 0);
    expect(original.form[0]!.value).toBe('INV-1');
    expect(extracted.tables[0]!.columns[0]!.cells[0]!.isDelete).toBe(false);
    expect(original.tables[0]!.columns[0]!.cells[0]!.isDelete).toBe(false);
  });
});

describe('Finalise compares with the original after stripping markers (spec 000 §4)', () => {
  it('no change: nothing to review', () => {
    expect(hasChanges(extracted, toReviewData(extracted))).toBe(false);
    expect(listChanges(original, original)).toEqual([]);
  });

  it('a deletion restored again is no change', () => {
    expect(hasChanges(original, toggleFieldDelete(toggleFieldDelete(original, 'form', 2), 'form', 2))).toBe(false);
    expect(hasChanges(original, toggleColumnDelete(toggleColumnDelete(original, 1, 0), 1, 0))).toBe(false);
  });

  it('an edited value, a deleted field, row or column is a change, listed with where it is', () => {
    let data = setFieldValue(original, 'form', 2, '12,00');
    data = toggleFieldDelete(data, 'extactedFromTable', 3);
    data = toggleRowDelete(data, 1, 0);
    data = toggleColumnDelete(data, 1, 1);
    data = setCellValue(data, 1, 0, 1, 'Wireless mouse');
    expect(hasChanges(original, data)).toBe(true);
    expect(listChanges(original, data)).toEqual([
      { kind: 'edited', where: 'Total Amount', from: '10,00', to: '12,00' },
      { kind: 'deleted', where: 'Shipping', from: '0,00', to: '' },
      { kind: 'deleted', where: 'Table 1, column Quantity', from: '', to: '' },
      { kind: 'deleted', where: 'Table 1, row 1', from: 'Cable · 1', to: '' },
      { kind: 'edited', where: 'Table 1, row 2, Description', from: 'Mouse', to: 'Wireless mouse' },
    ]);
    expect(stripMarkers(data).tables[0]!.columns).toEqual([{ columnHeader: 'Description', cells: ['Wireless mouse'] }]);
  });
});

describe('approve payload (spec 000 §3)', () => {
  it('sends form and extactedFromTable with their markers and the tables as a flat list of cells', () => {
    const payload = toApprovePayload('doc-1', toggleCellDelete(original, 1, 1, 0));
    expect(payload.form).toEqual([
      { id: 1, label: 'Invoice Number', value: 'INV-1', isDelete: false },
      { id: 2, label: 'Total Amount', value: '10,00', isDelete: false },
    ]);
    expect(payload.tables).toHaveLength(4);
    expect(payload.tables[2]).toEqual({
      tableNumber: 1,
      columnIndex: 1,
      columnHeader: 'Quantity',
      rowIndex: 0,
      value: '1',
      isDelete: true,
    });
  });
});
