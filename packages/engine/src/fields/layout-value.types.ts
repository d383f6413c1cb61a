import type { Polygon } from '@paperbridge/contracts';

/** A value found by where it sits rather than by a label. */
export interface LayoutValue {
  value: string;
  confidence: number;
  page: number;
  polygon: Polygon | null;
}
