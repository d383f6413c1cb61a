import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { MappedValue } from '../../db/schema/index.ts';
import { reviewReasons } from './review-reasons.ts';

const value = (label: string, confidence: number | null, more: Partial<MappedValue> = {}): MappedValue => ({
  label,
  confidence,
  missing: confidence === null,
  required: false,
  ...more,
});
const sure = [value('Merchant Name', 0.97), value('Receipt Date', 0.95), value('Total', 0.99)];

describe('review by risk (issue 22 point 2): why a document waits for a person', () => {
  it("'unsure' with every value found, at or above the threshold, and no failed check: no reason, the document goes on", () => {
    assert.deepEqual(
      reviewReasons({ everyDocument: false, threshold: 0.9, values: [...sure, value('Tax', 0.9)], checks: [] }),
      [],
    );
  });

  it("'always' (or the spec's checkbox) stops every document, even one with nothing wrong", () => {
    assert.deepEqual(reviewReasons({ everyDocument: true, threshold: 0.9, values: sure, checks: [] }), [
      { code: 'review_every', message: 'The mapping requires review of every document.' },
    ]);
  });

  it('a value below the threshold: named, with its confidence floored and the threshold', () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: [value('Merchant Name', 0.624), value('Total', 0.8999)],
      checks: [],
    });
    assert.deepEqual(reasons, [
      {
        code: 'low_confidence',
        field: 'Merchant Name',
        message: 'Merchant Name was read with 62% confidence (below 90%).',
      },
      { code: 'low_confidence', field: 'Total', message: 'Total was read with 89% confidence (below 90%).' },
    ]);
  });

  it('the threshold decides: the same value passes a lower one', () => {
    const values = [value('Merchant Name', 0.62)];
    assert.equal(reviewReasons({ everyDocument: false, threshold: 0.9, values, checks: [] }).length, 1);
    assert.equal(reviewReasons({ everyDocument: false, threshold: 0.5, values, checks: [] }).length, 0);
    assert.match(
      reviewReasons({ everyDocument: false, threshold: 0.75, values, checks: [] })[0]!.message,
      /\(below 75%\)/,
    );
  });

  it("a value's own threshold (its kind's, set by the map stage) wins over the document's", () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: [value('Receipt Date', 0.9, { threshold: 0.95 }), value('Merchant Name', 0.8, { threshold: 0.75 })],
      checks: [],
    });
    assert.deepEqual(reasons, [
      {
        code: 'low_confidence',
        field: 'Receipt Date',
        message: 'Receipt Date was read with 90% confidence (below 95%).',
      },
    ]);
  });

  it('any mapped value not found stops the document, not only a required one; a required one says so', () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: [value('Receipt Date', null), value('Total', null, { required: true }), value('Merchant Name', 0.95)],
      checks: [],
    });
    assert.deepEqual(reasons, [
      { code: 'value_missing', field: 'Receipt Date', message: 'Receipt Date was not found on the document.' },
      { code: 'required_missing', field: 'Total', message: 'Total is required and was not found on the document.' },
    ]);
  });

  it('a mapped table with no rows is a missing value; a table is never weighed by confidence', () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: [
        value('Table 1', null, { table: 1, missing: true }),
        value('Table 2', null, { table: 2, missing: false }),
      ],
      checks: [],
    });
    assert.deepEqual(reasons, [
      { code: 'value_missing', field: 'Table 1', message: 'Table 1: no line items were found on the document.' },
    ]);
  });

  it('a fixed value is not read from the page: its confidence never stops the document', () => {
    assert.deepEqual(
      reviewReasons({
        everyDocument: false,
        threshold: 0.9,
        values: [value('Merchant Name', 0.3, { notRead: true })],
        checks: [],
      }),
      [],
    );
  });

  it('a failed check stops the document with its own sentence', () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: sure,
      checks: [{ field: 'Total', code: 'total_arithmetic', message: 'Total: 68.44 is not Subtotal + Tax.' }],
    });
    assert.deepEqual(reasons, [
      { code: 'check_failed', field: 'Total', message: 'Total: 68.44 is not Subtotal + Tax.' },
    ]);
  });

  it("'always' keeps the specific reasons after its own, so the reviewer knows where to look", () => {
    const reasons = reviewReasons({
      everyDocument: true,
      threshold: 0.9,
      values: [value('Merchant Name', 0.5), value('Receipt Date', null)],
      checks: [],
    });
    assert.deepEqual(
      reasons.map((r) => [r.code, r.field]),
      [
        ['review_every', undefined],
        ['low_confidence', 'Merchant Name'],
        ['value_missing', 'Receipt Date'],
      ],
    );
  });

  it('a document mapped before the values were recorded is decided as before: required missing, low confidence', () => {
    const reasons = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: null,
      legacy: { missingRequired: ['Total'], lowConfidence: ['Merchant Name'] },
      checks: [],
    });
    assert.deepEqual(
      reasons.map((r) => [r.code, r.field]),
      [
        ['required_missing', 'Total'],
        ['low_confidence', 'Merchant Name'],
      ],
    );
  });
});
