import type { DocumentModel } from '@paperbridge/contracts';
import { polygonToBox } from '../geometry/polygon.ts';
import { makeLine } from '../layout/group-lines.stage.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import { groupRows, type PageRow } from '../tables/group-rows.ts';

/** Two words left to right on a line belong to one run: the space between them is a word gap, not a column gap. */
export const withinWordGap = (left: PWord, right: PWord): boolean =>
  right.box.x0 - left.box.x1 <= 0.9 * Math.max(left.fontSize, right.fontSize);

/** A document-model page seen in points again, for template matching (thresholds are relative to text height). */
export interface PageView {
  pageNumber: number;
  width: number;
  height: number;
  words: PWord[];
  lines: PLine[];
  rows: PageRow[];
}

export function viewPages(doc: DocumentModel): PageView[] {
  return doc.pages.map((p) => {
    const words: PWord[] = p.words.map((w) => {
      const box = polygonToBox(w.polygon, p.width, p.height);
      return { text: w.text, box, confidence: w.confidence, source: w.source, fontSize: box.y1 - box.y0, fontName: '' };
    });
    const lines = p.lines.map((l) => makeLine(l.wordIndexes.map((i) => words[i]!).filter(Boolean)));
    return { pageNumber: p.pageNumber, width: p.width, height: p.height, words, lines, rows: groupRows(lines) };
  });
}

export const toNormBox = (b: { x0: number; y0: number; x1: number; y1: number }, v: PageView) => ({
  x0: b.x0 / v.width,
  y0: b.y0 / v.height,
  x1: b.x1 / v.width,
  y1: b.y1 / v.height,
});
export const fromNormBox = (b: { x0: number; y0: number; x1: number; y1: number }, v: PageView) => ({
  x0: b.x0 * v.width,
  y0: b.y0 * v.height,
  x1: b.x1 * v.width,
  y1: b.y1 * v.height,
});
