import type { FormFieldRow } from '@paperbridge/contracts';
import { describe, expect, it } from 'vitest';
import { assignField, listedRows, moveRow, normaliseFormRows, unassignField, unmappedRows } from './sort-position';

const row = (id: string, over: Partial<FormFieldRow> = {}): FormFieldRow => ({
  key: id,
  label: id,
  value: `v-${id}`,
  polygon: null,
  dF_Id: null,
  confidence: 90,
  includeAsColumn: false,
  tableNumber: 0,
  columnNumber: 0,
  isUniqueKey: false,
  unique_id: id,
  isCustomField: false,
  isNewInStack: false,
  sortPosition: 0,
  orderIndex: 0,
  isRequired: false,
  ...over,
});
const positions = (rows: FormFieldRow[]) => listedRows(rows).map((r) => `${r.unique_id}:${r.sortPosition}`);

describe('sortPosition renumbering (spec 001 §4 Fields)', () => {
  it('lists every extracted row in document order when the server placed none', () => {
    expect(positions(normaliseFormRows([row('a'), row('b'), row('c')]))).toEqual(['a:1', 'b:2', 'c:3']);
  });
  it('keeps the server order and lists rows with no position as unmapped', () => {
    const rows = normaliseFormRows([
      row('a', { sortPosition: 2 }),
      row('b'),
      row('c', { sortPosition: 7 }),
      row('d', { sortPosition: 1 }),
    ]);
    expect(positions(rows)).toEqual(['d:1', 'a:2', 'c:3']);
    expect(unmappedRows(rows).map((r) => r.unique_id)).toEqual(['b']);
  });
  it('dragging renumbers sortPosition from 1', () => {
    const rows = normaliseFormRows([row('a'), row('b'), row('c'), row('d')]);
    expect(positions(moveRow(rows, 3, 0))).toEqual(['d:1', 'a:2', 'b:3', 'c:4']);
    expect(positions(moveRow(rows, 0, 2))).toEqual(['b:1', 'c:2', 'a:3', 'd:4']);
  });
  it('choosing a field gives the next order index; unmapping shifts later ones down and clears required', () => {
    let rows = normaliseFormRows([row('a'), row('b'), row('c')]);
    rows = assignField(rows, 'a', 10);
    rows = assignField(rows, 'b', 11);
    rows = assignField(rows, 'c', 12);
    rows = rows.map((r) => (r.unique_id === 'a' ? { ...r, isRequired: true } : r));
    expect(rows.map((r) => r.orderIndex)).toEqual([1, 2, 3]);
    rows = unassignField(rows, 'a');
    expect(rows.map((r) => [r.unique_id, r.dF_Id, r.orderIndex, r.isRequired, r.sortPosition])).toEqual([
      ['a', null, 0, false, 0],
      ['b', 11, 1, false, 1],
      ['c', 12, 2, false, 2],
    ]);
  });
  it('an unmapped row that gets a field joins the end of the list', () => {
    let rows = unassignField(normaliseFormRows([row('a'), row('b')]), 'a');
    rows = assignField(rows, 'a', 5);
    expect(positions(rows)).toEqual(['b:1', 'a:2']);
  });
});
