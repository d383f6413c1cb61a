import type { Polygon } from '@paperbridge/contracts';
import type { StandardFieldKey } from './field-vocabulary.ts';
import type { LineItemColumn } from './line-item-columns.ts';

/** A standard field pre-filled on a document no template knows yet. */
export interface PrefilledField {
  field: StandardFieldKey;
  value: string;
  /** 0..1 */
  confidence: number;
  page: number;
  polygon: Polygon | null;
  /**
   * 'label': a detected pair whose label names the field (read in its party's block where the page has them);
   * 'layout': where it sits (the number and date in the title line, a label above its value, the supplier at the
   * top, the first date); 'document': read from the whole page (currency)
   */
  source: 'label' | 'layout' | 'document';
  /** the detected pair it came from, for 'label' */
  keyValueIndex?: number;
}

export interface Prefill {
  fields: PrefilledField[];
  lineItems: LineItemColumn[];
}
