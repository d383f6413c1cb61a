import type { AppliedField } from '@paperbridge/contracts';
import { unionBoxes, type Box } from '../geometry/box.ts';
import { boxToPolygon } from '../geometry/polygon.ts';
import type { PWord } from '../model/internal.types.ts';
import type { PageView } from './doc-view.ts';
import { wordEvidence, type ReadEvidence, type ReadField } from './read-evidence.ts';

/** What every way of reading a field's place shares: the read with its fit, the fits of each kind of evidence, the read value with its evidence. */

export const MISSING: AppliedField = { value: null, confidence: 0, page: null, polygon: null, missing: true };

export type Size = { width: number; height: number };
export const scaleBox = (b: Box, s: Size): Box => ({
  x0: b.x0 * s.width,
  y0: b.y0 * s.height,
  x1: b.x1 * s.width,
  y1: b.y1 * s.height,
});

/**
 * A value read at one place of a field, with how well the place matched: 1 for
 * fixed text found again or a label found with every neighbour line it had on
 * its sample, less for fewer neighbours, a fuzzier label, or a place known only
 * by its position. 0 when nothing was read.
 */
export interface PlaceRead {
  out: ReadField;
  fit: number;
  /** the label was found where the sample had it and nothing of the value's shape is beside or under it */
  labelSaysNone?: boolean;
}

export const NOTHING: PlaceRead = { out: MISSING, fit: 0 };
/** A value found only by its page position, or as the page's only date: weaker than any label found. */
export const POSITION_FIT = 0.3;
export const ONLY_DATE_FIT = 0.2;
/** A label found further than this share of the page height from where the page transform puts it is evidence against it. */
export const FAR_FROM_PREDICTION = 0.05;
/** A label found with at least this share of its sample neighbours is trusted to say where the value is, or that there is none. */
export const LABEL_SAYS_NONE_SUPPORT = 0.5;
/** A label learned without neighbour lines: neither confirmed nor contradicted by them. */
export const NO_CONTEXT_SUPPORT = 0.5;

/** How well a label matched: its spelling, and the share of the sample's neighbour lines around it. */
export const labelFit = (similarity: number, support: number | null) =>
  similarity * (0.5 + 0.5 * (support ?? NO_CONTEXT_SUPPORT));

/** How a value was found (the rest of its evidence comes from its words). */
export type Found = Pick<ReadEvidence, 'foundBy'> &
  Partial<Pick<ReadEvidence, 'matchSimilarity' | 'contextSupport' | 'farFromPrediction'>>;

/**
 * The value read from words, with its evidence. Its confidence is 0 until calibrate-confidence.ts weighs the evidence
 * with the document's checks (applyTemplate, and rereadWeakFields after a second reading).
 */
export function result(words: PWord[], view: PageView, found: Found): ReadField {
  const evidence: ReadEvidence = {
    matchSimilarity: 1,
    contextSupport: null,
    farFromPrediction: false,
    ...found,
    ...wordEvidence(words),
  };
  return {
    value: words.map((w) => w.text).join(' '),
    confidence: 0,
    page: view.pageNumber,
    polygon: boxToPolygon(unionBoxes(words.map((w) => w.box)), view.width, view.height),
    missing: false,
    evidence,
  };
}
