import type { DocumentModel } from '@paperbridge/contracts';
import type { Box } from '../geometry/box.ts';
import { polygonToBox } from '../geometry/polygon.ts';

type Line = DocumentModel['pages'][number]['lines'][number];

const boxes = new WeakMap<Line, Box>();

/**
 * A line's bounding box in page fractions (0..1), computed once per line: the layout rules compare every line
 * with every other, and would otherwise take the polygon's minimum and maximum again at each comparison.
 */
export function lineBox(l: Line): Box {
  let b = boxes.get(l);
  if (!b) boxes.set(l, (b = polygonToBox(l.polygon, 1, 1)));
  return b;
}

export const top = (l: Line) => lineBox(l).y0;
export const bottom = (l: Line) => lineBox(l).y1;
export const left = (l: Line) => lineBox(l).x0;
export const right = (l: Line) => lineBox(l).x1;
export const height = (l: Line) => bottom(l) - top(l);
