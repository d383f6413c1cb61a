import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DocumentModel, FormFieldRow, Polygon, SubmittedFieldRow } from '@paperbridge/contracts';
import type { StoredSample } from '../../db/schema/index.ts';
import { isConfirmedValue, sampleReadingOf, withSampleReadings } from './sample-readings.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const word = (text: string, x0: number, y0: number, source: 'ocr' | 'text-layer') => ({
  text,
  polygon: box(x0, y0, x0 + 0.1, y0 + 0.02),
  confidence: 90,
  source,
});
/** A one-page sample: the shop's name at the top (no label), "Total 35.00" lower down. */
const document = (source: 'ocr' | 'text-layer'): DocumentModel => {
  const words = [
    word('SANYO', 0.3, 0.05, source),
    word('STATIONERY', 0.41, 0.05, source),
    word('SHOP', 0.52, 0.05, source),
    word('Total', 0.1, 0.6, source),
    word('35.00', 0.7, 0.6, source),
  ];
  return {
    pages: [
      {
        pageNumber: 1,
        width: 595,
        height: 842,
        rotation: 0,
        skew: 0,
        source,
        words,
        lines: [
          { text: 'SANYO STATIONERY SHOP', polygon: box(0.3, 0.05, 0.62, 0.07), wordIndexes: [0, 1, 2] },
          { text: 'Total 35.00', polygon: box(0.1, 0.6, 0.8, 0.62), wordIndexes: [3, 4] },
        ],
        blocks: [],
        rulings: [],
      },
    ],
  } as unknown as DocumentModel;
};
const sample: StoredSample = {
  fields: [{ unique_id: 'kv1', key: 'Total', label: 'Total', value: '35.00' } as FormFieldRow],
  tables: [],
  tableCount: 0,
};
const row = (over: Partial<SubmittedFieldRow>): SubmittedFieldRow => ({ key: '', value: '', ...over });
const drawn = (value: string) =>
  row({ unique_id: 'drawn-1', value, polygon: box(0.29, 0.045, 0.63, 0.075), page: 1, dF_Id: 201 });

describe('which mapped values a person confirmed (issue 22 point 4)', () => {
  it("a value left as the sample's OCR reads it is unconfirmed: a detected row and a drawn one", () => {
    assert.equal(
      isConfirmedValue(row({ unique_id: 'kv1', value: '35.00', dF_Id: 214 }), sample, document('ocr')),
      false,
    );
    assert.equal(isConfirmedValue(drawn('SANYO STATIONERY SHOP'), sample, document('ocr')), false);
    assert.equal(sampleReadingOf(drawn('x'), sample, document('ocr')), 'SANYO STATIONERY SHOP');
  });
  it('a value the user corrected on the mapping screen is confirmed; spacing alone is no correction', () => {
    assert.equal(isConfirmedValue(drawn('SANYU STATIONERY SHOP'), sample, document('ocr')), true);
    assert.equal(
      isConfirmedValue(drawn(' SANYO  STATIONERY SHOP '), sample, document('ocr')),
      false,
      'spacing is not a correction',
    );
    assert.equal(
      isConfirmedValue({ ...drawn('SANYO STATIONERY SHOP'), textConfirmed: true }, sample, document('ocr')),
      true,
      'checked against the print and saved unchanged',
    );
    assert.equal(
      isConfirmedValue(row({ unique_id: 'kv1', value: '35.50', dF_Id: 214 }), sample, document('ocr')),
      true,
    );
  });
  it('every value of a text-layer sample is confirmed, and a typed custom row with no place on the sample too', () => {
    assert.equal(isConfirmedValue(drawn('SANYO STATIONERY SHOP'), sample, document('text-layer')), true);
    assert.equal(
      isConfirmedValue(row({ unique_id: 'udf-1', value: 'Leave at the door', dF_Id: 100001 }), sample, document('ocr')),
      true,
    );
  });
  it("rows are stored with the sample's reading where the user corrected the text; a readAs the browser sent is not trusted", () => {
    const [corrected, unchanged, custom] = withSampleReadings(
      [
        drawn('SANYU STATIONERY SHOP'),
        row({ unique_id: 'kv1', value: '35.00', readAs: '99.99', dF_Id: 214 }),
        row({ unique_id: 'udf-1', value: 'Note', readAs: 'forged' }),
      ],
      sample,
      document('ocr'),
    );
    assert.equal(corrected!.readAs, 'SANYO STATIONERY SHOP');
    assert.equal('readAs' in unchanged!, false);
    assert.equal('readAs' in custom!, false);
  });
});
