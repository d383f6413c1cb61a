import type { Polygon } from '@paperbridge/contracts';

/** A box drawn over the sample: a header row, a table, a column or a cell being mapped. */
export interface PdfHighlight {
  id: string;
  /** 1-based page */
  page: number;
  polygon: Polygon;
  label?: string;
  /** 'active' is the row/column/cell being mapped; 'mapped' already has a field; 'idle' is selectable */
  tone: 'active' | 'mapped' | 'idle';
}
