import type { WordSource } from '@paperbridge/contracts';
import type { Box } from '../geometry/box.ts';

/** Internal page representation in points (upright, top-left origin); see geometry/box.ts for why points. */
export interface PWord {
  text: string;
  box: Box;
  /** 0..100 */
  confidence: number;
  source: WordSource;
  /** font size in points (the box height for OCR words) */
  fontSize: number;
  /** pdf.js font id, a cheap "same style" signal for header detection */
  fontName: string;
}

export interface PRuling {
  orientation: 'horizontal' | 'vertical';
  /** start and end along the line */
  from: number;
  to: number;
  /** position across the line (y for horizontal, x for vertical) */
  at: number;
}

export interface PLine {
  words: PWord[];
  box: Box;
  text: string;
}

export interface PBlock {
  lines: PLine[];
  box: Box;
}

export interface PPage {
  pageNumber: number;
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  skew: number;
  source: WordSource;
  /** for an OCR page, the engine whose reading it carries */
  ocrEngine?: 'tesseract' | 'ppocr' | 'combined';
  words: PWord[];
  rulings: PRuling[];
}
