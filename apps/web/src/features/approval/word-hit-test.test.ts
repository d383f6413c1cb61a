import { describe, expect, it } from 'vitest';
import type { DocWord, Polygon } from '@paperbridge/contracts';
import { toReviewData } from './review-markers';
import { editableFieldKey, fillField, FIELD_KEY_ATTR, valueOfKey } from './word-fill';
import { filledValue, phraseFrom, phraseText, unionPolygon, wordAt } from './word-hit-test';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const word = (text: string, x0: number, y0: number, x1: number, y1: number, line: number | null): DocWord => ({
  text,
  polygon: box(x0, y0, x1, y1),
  line,
});

// "Invoice number INV-42" on line 0, "Total 718,00" on line 1, a stamp on no line; the stored order is not left to right
const WORDS: DocWord[] = [
  word('INV-42', 0.4, 0.1, 0.5, 0.12, 0),
  word('Invoice', 0.1, 0.1, 0.2, 0.12, 0),
  word('number', 0.21, 0.1, 0.3, 0.12, 0),
  word('Total', 0.1, 0.5, 0.2, 0.52, 1),
  word('718,00', 0.6, 0.5, 0.7, 0.52, 1),
  word('PAID', 0.8, 0.8, 0.9, 0.85, null),
];

describe('word hit test (click a word to fill the focused value)', () => {
  it('finds the word under the point, a pointer just beside the ink included, and nothing between words', () => {
    expect(wordAt(WORDS, 0.45, 0.11)).toBe(0);
    expect(wordAt(WORDS, 0.15, 0.51)).toBe(3);
    expect(wordAt(WORDS, 0.203, 0.11)).toBe(1);
    expect(wordAt(WORDS, 0.35, 0.11)).toBe(-1);
    expect(wordAt(WORDS, 0.5, 0.3)).toBe(-1);
    expect(wordAt([], 0.5, 0.5)).toBe(-1);
  });

  it('between two words within reach, the one whose ink is nearer wins (not the nearer centre)', () => {
    const close = [word('Amount', 0.1, 0.1, 0.2, 0.12, 0), word('due', 0.205, 0.1, 0.3, 0.12, 0)];
    expect(wordAt(close, 0.2015, 0.11)).toBe(0);
    expect(wordAt(close, 0.2035, 0.11)).toBe(1);
    // overlapping OCR boxes: the nearer centre
    const overlap = [word('12', 0.1, 0.1, 0.2, 0.12, 0), word('345', 0.18, 0.1, 0.3, 0.12, 0)];
    expect(wordAt(overlap, 0.19, 0.11)).toBe(0);
    expect(wordAt(overlap, 0.199, 0.11)).toBe(1);
  });

  it('a drag picks the start word to the pointer along its line, left to right, in either direction', () => {
    expect(phraseFrom(WORDS, 1, 0.45)).toEqual([1, 2, 0]);
    expect(phraseText(WORDS, phraseFrom(WORDS, 1, 0.45))).toBe('Invoice number INV-42');
    expect(phraseFrom(WORDS, 0, 0.25)).toEqual([2, 0]);
    expect(phraseFrom(WORDS, 1, 0.15)).toEqual([1]);
    // the pointer drifting to another line's height keeps to the start word's line
    expect(phraseFrom(WORDS, 3, 0.65)).toEqual([3, 4]);
    expect(phraseFrom(WORDS, 5, 0.1)).toEqual([5]);
    expect(phraseFrom(WORDS, 99, 0.1)).toEqual([]);
  });

  it('the picked words are outlined as one box', () => {
    expect(unionPolygon(WORDS, [1, 2, 0])).toEqual(box(0.1, 0.1, 0.5, 0.12));
    expect(unionPolygon(WORDS, [])).toBeNull();
  });

  it('a click replaces the value; with Shift it is added after a space', () => {
    expect(filledValue('993548900', 'INV-42', false)).toBe('INV-42');
    expect(filledValue('Invoice ', 'number', true)).toBe('Invoice number');
    expect(filledValue('  ', 'number', true)).toBe('number');
  });
});

describe('filling a header value by its key', () => {
  const field = (id: number, value: string, isDelete = false) => ({
    id,
    dF_Id: null,
    label: `F${id}`,
    value,
    isDelete,
    confidence: 90,
    page: 1,
    polygon: null,
    isRequired: false,
    missing: false,
  });
  const data = toReviewData({
    docRef: 'X',
    form: [field(1, 'a'), field(2, 'b', true)],
    extactedFromTable: [field(3, 'c')],
    tables: [],
  });

  it('fills a form or table-row value; a deleted or unknown one is left as it is', () => {
    expect(fillField(data, 'form-1', 'INV-42').form[0]!.value).toBe('INV-42');
    expect(fillField(data, 'extactedFromTable-3', 'x').extactedFromTable[0]!.value).toBe('x');
    expect(fillField(data, 'form-2', 'x')).toBe(data);
    expect(fillField(data, 'form-9', 'x')).toBe(data);
    expect(valueOfKey(data, 'form-2')).toBeNull();
    expect(valueOfKey(data, 'nonsense')).toBeNull();
  });

  it("reads the focused input's key only while it can be edited", () => {
    const input = document.createElement('input');
    input.setAttribute(FIELD_KEY_ATTR, 'form-1');
    expect(editableFieldKey(input)).toBe('form-1');
    input.readOnly = true;
    expect(editableFieldKey(input)).toBeNull();
    expect(editableFieldKey(document.createElement('button'))).toBeNull();
    expect(editableFieldKey(null)).toBeNull();
  });
});
