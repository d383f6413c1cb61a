import { describe, expect, it } from 'vitest';
import {
  CAPTURED_ROW_LABEL,
  SAMPLE_MSG,
  type DocumentModel,
  type FormFieldRow,
  type Polygon,
} from '@paperbridge/contracts';
import { captureStep } from './capture-step';
import { mappingDataOf } from './mapping-draft';
import type { MappingDraft } from './mapping-draft.types';
import { chooseField } from './suggestions';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
// "Rechnung Nr. 471102" on one line, "Lieferant GmbH" below
const model: DocumentModel = {
  fileName: 'rechnung.pdf',
  type: 'pdf',
  pageCount: 1,
  pages: [
    {
      pageNumber: 1,
      width: 600,
      height: 800,
      rotation: 0,
      skew: 0,
      source: 'text-layer',
      words: [
        { text: 'Rechnung', polygon: box(0.1, 0.1, 0.2, 0.12), confidence: 100, source: 'text-layer' },
        { text: 'Nr.', polygon: box(0.21, 0.1, 0.24, 0.12), confidence: 100, source: 'text-layer' },
        { text: '471102', polygon: box(0.25, 0.1, 0.33, 0.12), confidence: 100, source: 'text-layer' },
        { text: 'Lieferant', polygon: box(0.1, 0.2, 0.2, 0.22), confidence: 100, source: 'text-layer' },
        { text: 'GmbH', polygon: box(0.21, 0.2, 0.27, 0.22), confidence: 100, source: 'text-layer' },
      ],
      lines: [
        { text: 'Rechnung Nr. 471102', polygon: box(0.1, 0.1, 0.33, 0.12), wordIndexes: [0, 1, 2] },
        { text: 'Lieferant GmbH', polygon: box(0.1, 0.2, 0.27, 0.22), wordIndexes: [3, 4] },
      ],
      blocks: [],
      rulings: [],
    },
  ],
  keyValues: [],
  tables: [],
};
const click = (x: number, y: number) => ({ page: 1, x0: x, y0: y, x1: x, y1: y });

describe('capture mode stays on: click takes a word, Shift+click and a drag add words (issue 30 point 7)', () => {
  it('a click takes the word under it; Shift+click adds the next one; the value grows, still not a Form row', () => {
    const first = captureStep(model, null, click(0.15, 0.11), false, []);
    expect(first.pending?.value).toBe('Rechnung');
    expect(first.pending?.label).toBe(CAPTURED_ROW_LABEL);
    const second = captureStep(model, first.pending, click(0.29, 0.11), true, []);
    expect(second.pending?.value).toBe('Rechnung Nr. 471102');
    expect(second.pending?.unique_id).toBe(first.pending?.unique_id);
    expect(second.problem).toBeNull();
  });

  it('a box dragged while words are taken adds the words inside it', () => {
    const first = captureStep(model, null, click(0.15, 0.21), false, []);
    const grown = captureStep(model, first.pending, { page: 1, x0: 0.205, y0: 0.19, x1: 0.28, y1: 0.23 }, false, []);
    expect(grown.pending?.value).toBe('Lieferant GmbH');
  });

  it('a plain click elsewhere starts again with that word', () => {
    const first = captureStep(model, null, click(0.15, 0.11), false, []);
    const again = captureStep(model, first.pending, click(0.24, 0.21), false, []);
    expect(again.pending?.value).toBe('GmbH');
  });

  it('a click on no word says so and keeps what was taken (or nothing)', () => {
    expect(captureStep(model, null, click(0.8, 0.8), false, [])).toEqual({
      pending: null,
      problem: SAMPLE_MSG.nothingInArea,
    });
    const first = captureStep(model, null, click(0.15, 0.11), false, []);
    const missed = captureStep(model, first.pending, click(0.8, 0.8), true, []);
    expect(missed.pending).toBe(first.pending);
    expect(missed.problem).toBe(SAMPLE_MSG.nothingInArea);
  });
});

describe('abandoned captures leave no rows (issue 30 point 7)', () => {
  const captured = (over: Partial<FormFieldRow> = {}): FormFieldRow => ({
    ...captureStep(model, null, click(0.15, 0.21), false, []).pending!,
    ...over,
  });
  const draftWith = (fields: FormFieldRow[]): MappingDraft => ({ fields, udfFields: [], tables: [], includeRows: [] });

  it('a captured row whose field is cleared is removed, not moved among the unmapped rows', () => {
    const row = captured({ dF_Id: 7 });
    expect(chooseField(draftWith([row]), row.unique_id, null).fields).toEqual([]);
  });

  it('a captured row without a field is not saved; one with a field is, marked as captured', () => {
    const kept = captured({ dF_Id: 7, unique_id: 'drawn-kept' });
    const data = mappingDataOf(draftWith([captured({ unique_id: 'drawn-stray' }), kept]));
    expect(data.fields.map((f) => [f.unique_id, f.drawn])).toEqual([['drawn-kept', true]]);
  });
});
