import type { Polygon } from '@paperbridge/contracts';

export interface PercentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The bounding box of a normalised (0..1) polygon, in percent of the upright page, clamped to the page. */
export function polygonToPercentBox(polygon: Polygon): PercentBox {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const x0 = clamp(Math.min(...xs));
  const x1 = clamp(Math.max(...xs));
  const y0 = clamp(Math.min(...ys));
  const y1 = clamp(Math.max(...ys));
  return { left: x0 * 100, top: y0 * 100, width: (x1 - x0) * 100, height: (y1 - y0) * 100 };
}
