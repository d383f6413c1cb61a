import {
  CAPTURED_ROW_LABEL,
  centreInBox,
  polygonBounds as bounds,
  wordsInReadingOrder,
  type DocumentModel,
  type FormFieldRow,
  type Polygon,
} from '@paperbridge/contracts';

/** A region on a page, 0..1 of the upright page (the document model's and the viewer's frame). */
export interface Region {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const boxPolygon = (b: { x0: number; y0: number; x1: number; y1: number }): Polygon => [
  [b.x0, b.y0],
  [b.x1, b.y0],
  [b.x1, b.y1],
  [b.x0, b.y1],
];

/**
 * The words a region holds (a word counts when its centre lies inside; a click is a tiny region,
 * so it takes the word under it), in reading order, and their snug box; null when it holds none.
 */
export function wordsInRegion(model: DocumentModel, r: Region): { text: string; polygon: Polygon } | null {
  const page = model.pages.find((p) => p.pageNumber === r.page);
  if (!page) return null;
  const inside = (p: Polygon) => {
    if (centreInBox(p, r)) return true;
    // a click (a region smaller than a word) takes the word it falls on
    const b = bounds(p);
    return r.x1 - r.x0 < 0.005 && r.y1 - r.y0 < 0.005 && r.x0 >= b.x0 && r.x0 <= b.x1 && r.y0 >= b.y0 && r.y0 <= b.y1;
  };
  const picked = wordsInReadingOrder(page, (w) => inside(w.polygon));
  if (!picked.length) return null;
  const bs = picked.map((w) => bounds(w.polygon));
  const snug = {
    x0: Math.min(...bs.map((b) => b.x0)),
    y0: Math.min(...bs.map((b) => b.y0)),
    x1: Math.max(...bs.map((b) => b.x1)),
    y1: Math.max(...bs.map((b) => b.y1)),
  };
  return { text: picked.map((w) => w.text).join(' '), polygon: boxPolygon(snug) };
}

/** A Form-tab row for a drawn region (issue 14 §1), listed after the listed rows, without a field yet. */
export function drawnRow(model: DocumentModel, r: Region, rows: readonly FormFieldRow[]): FormFieldRow | null {
  const found = wordsInRegion(model, r);
  if (!found) return null;
  const n = rows.filter((x) => x.drawn).length + 1;
  return {
    key: '',
    label: CAPTURED_ROW_LABEL,
    value: found.text,
    polygon: found.polygon,
    keyPolygon: null,
    page: r.page,
    dF_Id: null,
    confidence: 100,
    includeAsColumn: false,
    tableNumber: 0,
    columnNumber: 0,
    isUniqueKey: false,
    unique_id: `drawn-${Date.now()}-${n}`,
    isCustomField: false,
    isNewInStack: true,
    sortPosition: Math.max(0, ...rows.map((x) => x.sortPosition)) + 1,
    orderIndex: 0,
    isRequired: false,
    likely: true,
    drawn: true,
  };
}

/** Shift+click or a second box on the same page extends a drawn row: its region grows to take both. */
export function extendDrawnRow(model: DocumentModel, row: FormFieldRow, r: Region): FormFieldRow {
  if (!row.polygon || (row.page ?? 1) !== r.page) return row;
  const b = bounds(row.polygon);
  // the row's own box, grown a little so its words stay inside, joined with the new region
  const pad = 0.002;
  const grown: Region = {
    page: r.page,
    x0: Math.min(b.x0 - pad, r.x0),
    y0: Math.min(b.y0 - pad, r.y0),
    x1: Math.max(b.x1 + pad, r.x1),
    y1: Math.max(b.y1 + pad, r.y1),
  };
  const clicked = wordsInRegion(model, r);
  const found = wordsInRegion(model, clicked ? { ...grown, ...unionOf(grown, bounds(clicked.polygon)) } : grown);
  return found ? { ...row, value: found.text, polygon: found.polygon } : row;
}

const unionOf = (a: Region, b: { x0: number; y0: number; x1: number; y1: number }) => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
