import type { Block, KeyValue, Line, Page, Table, TableRow, Word } from '@paperbridge/contracts';
import { boxToPolygon } from '../geometry/polygon.ts';
import type { PPage } from '../model/internal.types.ts';
import type { PTable } from '../tables/table.types.ts';
import type { AnalysedPage } from './analyse-page.stage.ts';

// Internal pages (points) → the contract's document model (normalised 0..1), page by page (page-parts.ts joins them).

type PageSize = Pick<PPage, 'pageNumber' | 'width' | 'height'>;
type Poly = (
  pageNumber: number,
  b: { x0: number; y0: number; x1: number; y1: number },
) => Page['lines'][number]['polygon'];

const polygonsOn = (sizes: readonly PageSize[]): Poly => {
  const byNumber = new Map(sizes.map((p) => [p.pageNumber, p]));
  return (pageNumber, b) => {
    const p = byNumber.get(pageNumber)!;
    return boxToPolygon(b, p.width, p.height);
  };
};

/** One analysed page's words, lines, blocks and rulings in the contract's shape (a pool thread does this for its part). */
export function assemblePage(ap: AnalysedPage): Page {
  const p = ap.page;
  const poly = polygonsOn([p]);
  const words: Word[] = [];
  const lines: Line[] = [];
  const blocks: Block[] = [];
  for (const b of ap.blocks) {
    const lineIndexes: number[] = [];
    for (const l of b.lines) {
      const wordIndexes = l.words.map((w) => {
        words.push({
          text: w.text,
          polygon: poly(p.pageNumber, w.box),
          confidence: Math.round(w.confidence * 10) / 10,
          source: w.source,
        });
        return words.length - 1;
      });
      lineIndexes.push(lines.length);
      lines.push({ text: l.text, polygon: poly(p.pageNumber, l.box), wordIndexes });
    }
    blocks.push({ text: b.lines.map((l) => l.text).join('\n'), polygon: poly(p.pageNumber, b.box), lineIndexes });
  }
  const rulings = p.rulings.map((r) => {
    const along = r.orientation === 'horizontal' ? p.width : p.height;
    const across = r.orientation === 'horizontal' ? p.height : p.width;
    const n = (v: number, d: number) => Math.round((v / d) * 1e5) / 1e5;
    return { orientation: r.orientation, from: n(r.from, along), to: n(r.to, along), at: n(r.at, across) };
  });
  return {
    pageNumber: p.pageNumber,
    width: round2(p.width),
    height: round2(p.height),
    rotation: p.rotation,
    skew: round2(p.skew),
    source: p.source,
    ...(p.ocrEngine ? { ocrEngine: p.ocrEngine } : {}),
    words,
    lines,
    blocks,
    rulings,
  };
}

/** One analysed page's key-values in the contract's shape. */
export function assembleKeyValues(ap: AnalysedPage): KeyValue[] {
  const poly = polygonsOn([ap.page]);
  return ap.keyValues.map((kv) => ({
    key: kv.key,
    value: kv.value,
    keyPolygon: poly(kv.page, kv.keyBox),
    valuePolygon: poly(kv.page, kv.valueBox),
    page: kv.page,
    confidence: kv.confidence,
    kind: kv.kind,
  }));
}

/** The document's tables (already merged across pages), numbered in order; `sizes` has every page they touch. */
export function assembleTables(tables: readonly PTable[], sizes: readonly PageSize[]): Table[] {
  const poly = polygonsOn(sizes);
  return tables.map((t, i) => toTable(t, i + 1, poly));
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function toTable(t: PTable, tableNumber: number, poly: Poly): Table {
  const rows: TableRow[] = [];
  for (let r = 0; r < t.rowCount; r++) {
    const cells = t.cells.filter((c) => c.row === r).sort((a, b) => a.col - b.col);
    if (!cells.length) continue;
    rows.push({
      rowNumber: r + 1,
      isHeader: r < t.headerRows,
      cells: cells.map((c) => ({
        text: c.text,
        columnNumber: c.col + 1,
        rowSpan: c.rowSpan,
        colSpan: c.colSpan,
        polygon: poly(c.page, c.box),
        page: c.page,
      })),
    });
  }
  const columns = Array.from({ length: t.colCount }, (_, k) => {
    const parts = t.cells
      .filter((c) => c.row < t.headerRows && c.col <= k && c.col + c.colSpan > k && c.text)
      .sort((a, b) => a.row - b.row)
      .map((c) => c.text);
    return { columnNumber: k + 1, header: parts.length ? parts.join(' ') : null };
  });
  return { tableNumber, pages: [...t.pages], polygon: poly(t.pages[0]!, t.box), kind: t.kind, rows, columns };
}
