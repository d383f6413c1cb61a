import { describe, expect, it } from 'vitest';
import type { DraftTable } from '../logic/mapping-draft.types';
import { parseHighlightId, tableHighlights, unionPolygon } from './build-highlights';

const box = (x0: number, y0: number, x1: number, y1: number) =>
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ] as [number, number][];
const table: DraftTable = {
  tableNumber: 1,
  polygon: box(0, 0, 1, 1),
  capture: true,
  rule: [],
  pages: [1],
  rows: [
    {
      rowNumber: 1,
      cells: [
        { text: 'A', columnNumber: 1, polygon: box(0.1, 0.1, 0.2, 0.15) },
        { text: '1', columnNumber: 2, polygon: box(0.5, 0.1, 0.6, 0.15) },
      ],
    },
    {
      rowNumber: 2,
      cells: [
        { text: 'B', columnNumber: 1, polygon: box(0.1, 0.2, 0.25, 0.25) },
        { text: '2', columnNumber: 2, polygon: box(0.5, 0.2, 0.6, 0.25) },
      ],
    },
  ],
  columns: [
    { columnNumber: 1, header: 'Item', dF_Id: 3, sequenceNumber: 1 },
    { columnNumber: 2, header: 'Qty', dF_Id: null, sequenceNumber: 0 },
  ],
};

describe('PDF highlights of the mapping screens', () => {
  it('unions polygons into one box', () => {
    expect(unionPolygon([box(0.1, 0.1, 0.2, 0.2), box(0.15, 0.3, 0.4, 0.35)])).toEqual(box(0.1, 0.1, 0.4, 0.35));
  });
  it('draws a box per column, the selected one active and mapped ones marked', () => {
    const h = tableHighlights(table, null, { kind: 'column', column: 2 });
    expect(h.map((x) => [x.id, x.tone])).toEqual([
      ['column:1:1:1', 'mapped'],
      ['column:1:2:1', 'active'],
    ]);
    expect(h[0]!.polygon).toEqual(box(0.1, 0.1, 0.25, 0.25));
  });
  it('adds the selected cell', () => {
    const h = tableHighlights(table, null, { kind: 'cell', row: 2, column: 2 });
    expect(h.at(-1)).toMatchObject({ tone: 'active', polygon: box(0.5, 0.2, 0.6, 0.25) });
  });
  it('reads a clicked box back', () => {
    expect(parseHighlightId('field:row-3')).toEqual({ kind: 'field', uniqueId: 'row-3' });
    expect(parseHighlightId('column:1:2:1')).toEqual({ kind: 'column', table: 1, column: 2 });
  });
});
