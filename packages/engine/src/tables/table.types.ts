import type { Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';

export interface PCell {
  /** 0-based grid position of the top-left grid cell */
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  box: Box;
  page: number;
  words: PWord[];
  text: string;
}

export interface PTable {
  kind: 'ruled' | 'unruled';
  /** pages covered, first one first */
  pages: number[];
  /** box on the first page */
  box: Box;
  /** box on the last page (where a continuation would attach) */
  lastBox: Box;
  rowCount: number;
  colCount: number;
  /** column x-boundaries on the last page (colCount + 1 values), used to match continuations */
  colEdges: number[];
  /** leading rows that are headers */
  headerRows: number;
  cells: PCell[];
}
