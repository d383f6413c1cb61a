import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DocumentModel, Polygon, Template, TemplateField } from '@paperbridge/contracts';
import { sampleWarnings } from './sample-warnings.ts';

const poly = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const word = (text: string, x0: number, y0: number, confidence: number) => ({
  text,
  polygon: poly(x0, y0, x0 + 0.1, y0 + 0.02),
  confidence,
  source: 'ocr' as const,
});

/** A receipt photo: the shop name read poorly, the total read well. */
const photo = (source: 'ocr' | 'text-layer' = 'ocr'): DocumentModel => ({
  fileName: 'receipt.jpg',
  type: 'jpeg',
  pageCount: 1,
  pages: [
    {
      pageNumber: 1,
      width: 300,
      height: 800,
      rotation: 0,
      skew: 0,
      source,
      words: [word('SANY0', 0.1, 0.1, 31), word('STAT1ONERY', 0.22, 0.1, 39), word('68.41', 0.7, 0.8, 96)],
      lines: [],
      blocks: [],
      rulings: [],
    },
  ],
  keyValues: [],
  tables: [],
});
const field = (name: string, more: Partial<TemplateField>): TemplateField => ({
  name,
  page: 1,
  sampleValue: '',
  box: { x0: 0, y0: 0, x1: 0, y1: 0 },
  lineCount: 1,
  anchors: [],
  located: true,
  ...more,
});
const template = (fields: TemplateField[]): Template =>
  ({ version: 1, pageSizes: [{ width: 300, height: 800 }], fields, tables: [], warnings: [] }) as Template;

const shop = field('Merchant Name', {
  sampleValue: 'SANY0 STAT1ONERY',
  box: { x0: 0.09, y0: 0.09, x1: 0.34, y1: 0.13 },
});
const total = field('Total', { sampleValue: '68.41', box: { x0: 0.69, y0: 0.79, x1: 0.81, y1: 0.83 } });

describe('a sample that is a poor teacher says why (issue 22 point 5)', () => {
  it('a value the photo read with very low OCR confidence: named, with the confidence, the reading and what to do', () => {
    assert.deepEqual(sampleWarnings(template([shop, total]), photo()), [
      'Merchant Name was read with only 35% OCR confidence on this photo ("SANY0 STAT1ONERY"): check it against the photo and correct it, or try another receipt or a sharper photo.',
    ]);
  });

  it('a mapped value the sample does not show: later documents will not read it', () => {
    const date = field('Receipt Date', { located: false, typedValue: '05/05/2018' });
    assert.deepEqual(sampleWarnings(template([date, total]), photo()), [
      'Receipt Date could not be found on this photo (nothing reads "05/05/2018"): later documents will not read it. Map it where it is printed, or try another receipt or a sharper photo.',
    ]);
    assert.match(
      sampleWarnings(template([date]), photo('text-layer'))[0]!,
      /could not be found on the sample \(nothing reads "05\/05\/2018"\)/,
    );
  });

  it('nothing is said of a fixed value, of a reading a person already corrected, or of a page with a text layer', () => {
    const fixed = field('Currency', { located: false, typedValue: 'MYR', fixedValue: 'MYR' });
    const corrected = {
      ...shop,
      readings: [{ id: 'r1', read: 'SANY0 STAT1ONERY', value: 'SANYU STATIONERY', origin: 'sample' as const }],
    };
    assert.deepEqual(sampleWarnings(template([fixed, corrected, total]), photo()), []);
    assert.deepEqual(sampleWarnings(template([shop]), photo('text-layer')), []);
  });
});
