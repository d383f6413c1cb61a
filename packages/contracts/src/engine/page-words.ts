import type { Page, Polygon, Word } from './document-model.ts';

/** A box in page fractions (0..1 of the upright page), the document model's frame. */
export interface UnitBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box around a polygon of the document model. */
export function polygonBounds(p: Polygon): UnitBox {
  const xs = p.map((q) => q[0]),
    ys = p.map((q) => q[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** Whether a polygon's centre lies inside a box: how the mapping screen and the server decide a word is in a region. */
export function centreInBox(p: Polygon, box: UnitBox): boolean {
  const b = polygonBounds(p);
  const cx = (b.x0 + b.x1) / 2,
    cy = (b.y0 + b.y1) / 2;
  return cx >= box.x0 && cx <= box.x1 && cy >= box.y0 && cy <= box.y1;
}

/**
 * A page's words that `keep` takes, in reading order: the engine's lines top to bottom (then left to right), each
 * line's words as the line holds them. The mapping screen joins a drawn region's words so, and the server reads
 * what the sample shows at a row's place the same way.
 */
export function wordsInReadingOrder(page: Page, keep: (w: Word) => boolean): Word[] {
  const lines = [...page.lines].sort(
    (a, b) =>
      polygonBounds(a.polygon).y0 - polygonBounds(b.polygon).y0 ||
      polygonBounds(a.polygon).x0 - polygonBounds(b.polygon).x0,
  );
  return lines.flatMap((l) =>
    l.wordIndexes.map((i) => page.words[i]).filter((w): w is Word => w !== undefined && keep(w)),
  );
}
