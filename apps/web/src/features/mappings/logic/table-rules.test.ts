import { describe, expect, it } from 'vitest';
import type { DraftTable } from './mapping-draft.types';
import {
  columnStatus,
  dedupeRules,
  isCellClickable,
  isRowIncluded,
  isTableNavBlocked,
  mapCell,
  mapColumn,
  nextRowStatus,
  rowStatus,
  setRowIncluded,
  unmapCell,
  unmapColumn,
} from './table-rules';

const table = (): DraftTable => ({
  tableNumber: 1,
  polygon: null,
  capture: true,
  rows: [
    {
      rowNumber: 1,
      isHeader: true,
      cells: [
        { text: 'Item', columnNumber: 1, polygon: null },
        { text: 'Qty', columnNumber: 2, polygon: null },
        { text: 'Amount', columnNumber: 3, polygon: null },
      ],
    },
    {
      rowNumber: 2,
      cells: [
        { text: 'Widget', columnNumber: 1, polygon: null },
        { text: '2', columnNumber: 2, polygon: null },
        { text: '10.00', columnNumber: 3, polygon: null },
      ],
    },
    {
      rowNumber: 3,
      cells: [
        { text: 'Freight', columnNumber: 1, polygon: null },
        { text: '', columnNumber: 2, polygon: null },
        { text: '5.00', columnNumber: 3, polygon: null },
      ],
    },
  ],
  columns: [1, 2, 3].map((n) => ({ columnNumber: n, header: null, dF_Id: null, sequenceNumber: 0 })),
  rule: [],
});

describe('row rules (spec 001 §4 Rows)', () => {
  it('unchecking a row adds an exclude rule keyed by its first cell; checking restores it', () => {
    const t = setRowIncluded(table(), 2, false);
    expect(t.rule).toEqual([
      expect.objectContaining({
        rL_Id: 1,
        rowNumber: 2,
        table: 1,
        columnKeyNumber: 1,
        columnKeyName: 'Widget',
        dF_Id: null,
      }),
    ]);
    expect(isRowIncluded(t, 2)).toBe(false);
    expect(rowStatus(t, 2)).toBe(2);
    expect(setRowIncluded(t, 2, true).rule).toEqual([]);
  });
  it('mapping a cell adds an include rule (key cell → data column with the field); removing restores the row', () => {
    const t = mapCell(table(), 3, 1, 42);
    expect(t.rule).toEqual([
      expect.objectContaining({
        rL_Id: 2,
        dF_Id: 42,
        rowNumber: 3,
        columnKeyNumber: 1,
        columnKeyName: 'Freight',
        dataColumnNumber: 3,
        dataColumnValue: '5.00',
      }),
    ]);
    expect(rowStatus(t, 3)).toBe(3);
    expect(columnStatus(t, 3)).toBe(3);
    expect(unmapCell(t, 3).rule).toEqual([]);
  });
  it('row status icon cycles 1, 2, 3 and wraps to 1', () => {
    expect([nextRowStatus(1), nextRowStatus(2), nextRowStatus(3)]).toEqual([2, 3, 1]);
  });
  it('only cells with text of a captured table can be clicked', () => {
    expect(isCellClickable(table(), '5.00')).toBe(true);
    expect(isCellClickable(table(), ' ')).toBe(false);
    expect(isCellClickable({ ...table(), capture: false }, '5.00')).toBe(false);
  });
});

describe('column rules (spec 001 §4 Columns)', () => {
  it('maps and releases a column, renumbering sequenceNumber from 1', () => {
    let t = mapColumn(table(), 3, 7);
    t = mapColumn(t, 1, 8);
    expect(t.columns.map((c) => [c.columnNumber, c.dF_Id, c.sequenceNumber])).toEqual([
      [1, 8, 1],
      [2, null, 0],
      [3, 7, 2],
    ]);
    expect(columnStatus(t, 1)).toBe(2);
    t = unmapColumn(t, 1);
    expect(t.columns.map((c) => [c.columnNumber, c.dF_Id, c.sequenceNumber])).toEqual([
      [1, null, 0],
      [2, null, 0],
      [3, 7, 1],
    ]);
    expect(columnStatus(t, 1)).toBe(1);
  });
  it('blocks Next/Previous while capture is Yes and no column is mapped', () => {
    expect(isTableNavBlocked(table())).toBe(true);
    expect(isTableNavBlocked({ ...table(), capture: false })).toBe(false);
    expect(isTableNavBlocked(mapColumn(table(), 1, 3))).toBe(false);
  });
  it('deduplicates rules without a field by key column name', () => {
    const t = setRowIncluded(setRowIncluded(table(), 2, false), 3, false);
    const dup = [...t.rule, { ...t.rule[0]!, rowNumber: 9, key_Id: 'x' }];
    expect(dedupeRules(dup).map((r) => r.rowNumber)).toEqual([2, 3]);
  });
});
