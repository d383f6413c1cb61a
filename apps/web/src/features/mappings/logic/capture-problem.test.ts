import { describe, expect, it } from 'vitest';
import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { captureProblem } from './capture-problem';
import { drawnRow } from './drawn-row';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const model = (source: 'ocr' | 'text-layer'): DocumentModel => ({
  fileName: 'receipt.jpg',
  type: source === 'ocr' ? 'jpeg' : 'pdf',
  pageCount: 1,
  pages: [
    {
      pageNumber: 1,
      width: 300,
      height: 800,
      rotation: 0,
      skew: 0,
      source,
      words: [
        { text: 'SANY0', polygon: box(0.1, 0.1, 0.2, 0.12), confidence: 28, source },
        { text: 'STAT1ONERY', polygon: box(0.22, 0.1, 0.4, 0.12), confidence: 36, source },
        { text: '68.41', polygon: box(0.7, 0.8, 0.8, 0.82), confidence: 95, source },
      ],
      lines: [
        { text: 'SANY0 STAT1ONERY', polygon: box(0.1, 0.1, 0.4, 0.12), wordIndexes: [0, 1] },
        { text: '68.41', polygon: box(0.7, 0.8, 0.8, 0.82), wordIndexes: [2] },
      ],
      blocks: [],
      rulings: [],
    },
  ],
  keyValues: [],
  tables: [],
});
const capture = (m: DocumentModel, r: { x0: number; y0: number; x1: number; y1: number }) => {
  const region = { page: 1, ...r };
  return captureProblem(m, region, drawnRow(m, region, []));
};

describe('a capture that cannot teach the mapping says why (issue 22 point 5)', () => {
  it('nothing read in the area of a photo: says so and what to do, instead of "No text was found in that area"', () => {
    expect(capture(model('ocr'), { x0: 0.5, y0: 0.4, x1: 0.6, y1: 0.45 })).toBe(
      'The value in that area could not be read on this photo: nothing was read there. Draw the box around the printed words, or try another receipt or a sharper photo.',
    );
  });

  it('a page with a text layer keeps the earlier text: its words are all there, the box missed them', () => {
    expect(capture(model('text-layer'), { x0: 0.5, y0: 0.4, x1: 0.6, y1: 0.45 })).toBe(
      'No text was found in that area. Draw the box around the words of the value.',
    );
  });

  it('words a photo read with very low OCR confidence: captured, with the confidence and the reading, and what to do', () => {
    expect(capture(model('ocr'), { x0: 0.05, y0: 0.05, x1: 0.45, y1: 0.15 })).toBe(
      'The value in that area was read with only 32% OCR confidence on this photo ("SANY0 STAT1ONERY"): check it against the photo and correct it, or try another receipt or a sharper photo.',
    );
  });

  it('a value read well, or any value of a text layer, needs nothing said', () => {
    expect(capture(model('ocr'), { x0: 0.65, y0: 0.75, x1: 0.85, y1: 0.85 })).toBeNull();
    expect(capture(model('text-layer'), { x0: 0.05, y0: 0.05, x1: 0.45, y1: 0.15 })).toBeNull();
  });
});
