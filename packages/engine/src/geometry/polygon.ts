import type { Polygon } from '@paperbridge/contracts';
import type { Box } from './box.ts';

const round = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 1e5) / 1e5;

/** A box in points to the model's normalised polygon, clockwise from top-left. */
export function boxToPolygon(b: Box, pageWidth: number, pageHeight: number): Polygon {
  const x0 = round(b.x0 / pageWidth),
    x1 = round(b.x1 / pageWidth);
  const y0 = round(b.y0 / pageHeight),
    y1 = round(b.y1 / pageHeight);
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** The normalised polygon's bounding box, back in points. */
export function polygonToBox(p: Polygon, pageWidth: number, pageHeight: number): Box {
  const xs = p.map((q) => q[0]),
    ys = p.map((q) => q[1]);
  return {
    x0: Math.min(...xs) * pageWidth,
    x1: Math.max(...xs) * pageWidth,
    y0: Math.min(...ys) * pageHeight,
    y1: Math.max(...ys) * pageHeight,
  };
}
