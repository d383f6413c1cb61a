import type { Box } from '../geometry/box.ts';

export interface PKeyValue {
  key: string;
  value: string;
  keyBox: Box;
  valueBox: Box;
  page: number;
  /** 0..1 */
  confidence: number;
  kind: 'same-line' | 'above' | 'boxed';
}
