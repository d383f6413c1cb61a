import type { AppliedField } from '@paperbridge/contracts';
import type { PWord } from '../model/internal.types.ts';

/**
 * How a value was found on the page (issue 22 point 1): what the calibrator weighs. 'fixed_text', the layout's
 * own text recognised by the sample's typed value; 'label', beside or below its label; 'position', only by its
 * place on the page; 'only_date', the page's only date in the sample's format; 'arithmetic', the amount the
 * receipt's tendered-minus-change proves, printed on a total row (check-total.ts).
 */
export type FoundBy = 'fixed_text' | 'label' | 'position' | 'only_date' | 'arithmetic';

/** What the engine knows about one read value, kept inside the engine: the result carries only its calibrated confidence. */
export interface ReadEvidence {
  foundBy: FoundBy;
  /** spelling similarity (0..1) of the fixed text or label that found the value; 1 for position and arithmetic */
  matchSimilarity: number;
  /** share of the label's sample neighbour lines found around it; null when the label learned none */
  contextSupport: number | null;
  /** the label was found more than 5% of the page height from where the page transform puts it */
  farFromPrediction: boolean;
  /** the words came from OCR (not a text layer) */
  ocr: boolean;
  /** lowest and mean OCR confidence of the value's words, 0..1 (1 on a text layer) */
  minWordConfidence: number;
  meanWordConfidence: number;
}

/** A value read on a page with its evidence; `evidence` is absent for a fixed value and removed before a result leaves the engine. */
export type ReadField = AppliedField & { evidence?: ReadEvidence };

/** The word-level part of the evidence: where the words came from and how sure the reader was of them. */
export function wordEvidence(
  words: readonly PWord[],
): Pick<ReadEvidence, 'ocr' | 'minWordConfidence' | 'meanWordConfidence'> {
  const ocr = words.some((w) => w.source === 'ocr');
  const confs = words.map((w) => (w.source === 'ocr' ? w.confidence : 100) / 100);
  if (!confs.length) return { ocr, minWordConfidence: 0, meanWordConfidence: 0 };
  return {
    ocr,
    minWordConfidence: Math.min(...confs),
    meanWordConfidence: confs.reduce((a, b) => a + b, 0) / confs.length,
  };
}

/** The applied field as the contract has it: the internal evidence taken off. */
export function withoutEvidence(f: ReadField): AppliedField {
  if (!('evidence' in f)) return f;
  const { evidence: _evidence, ...out } = f;
  return out;
}
