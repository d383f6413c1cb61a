import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApprovalField, ApprovalTable } from '@paperbridge/contracts';
import type { MappedValue } from '../db/schema/index.ts';
import { nothingRead } from './review/nothing-read.ts';
import { reviewReasons } from './review/review-reasons.ts';

const field = (label: string, value: string, more: Partial<ApprovalField> = {}): ApprovalField => ({
  id: 1,
  dF_Id: 1,
  label,
  value,
  isDelete: false,
  confidence: value ? 99 : null,
  page: 1,
  polygon: null,
  isRequired: false,
  missing: false,
  ...more,
});
const table = (...cells: string[]): ApprovalTable => ({
  tableNumber: 1,
  confidence: 100,
  page: 1,
  columns: [
    {
      columnHeader: 'Description',
      dF_Id: 2,
      isDelete: false,
      cells: cells.map((value) => ({ value, isDelete: false })),
    },
  ],
});
const data = (form: ApprovalField[], tables: ApprovalTable[] = []) => ({ form, extactedFromTable: [], tables });

describe('a blank result (issue 24 point 7): judged on the values as they would be delivered', () => {
  it('values flagged as found but empty, and a table found with rows but no filled cell, are nothing read', () => {
    assert.equal(nothingRead(data([field('Invoice Number', ''), field('Total', '  ')], [table('', ' ')])), true);
  });

  it('one filled value, or one filled cell, is something read', () => {
    assert.equal(nothingRead(data([field('Invoice Number', ''), field('Total', '12.50')])), false);
    assert.equal(nothingRead(data([field('Invoice Number', '')], [table('', 'Copy paper')])), false);
  });

  it("a fixed value is the mapping's, not the page's: it does not make a blank page read; a mapping of fixed values only is not blank", () => {
    assert.equal(nothingRead(data([field('Currency', 'EUR', { source: 'fixed' }), field('Total', '')])), true);
    assert.equal(nothingRead(data([field('Currency', 'EUR', { source: 'fixed' })])), false);
  });

  it('stops the document under either review choice, first among the reasons, even when every value says "found"', () => {
    const found: MappedValue[] = [{ label: 'Invoice Number', confidence: 0.99, missing: false, required: true }];
    assert.deepEqual(
      reviewReasons({ everyDocument: false, threshold: 0.9, values: found, checks: [] }),
      [],
      'without the blank check it would go out',
    );
    const unsure = reviewReasons({
      everyDocument: false,
      threshold: 0.9,
      values: found,
      checks: [],
      nothingRead: true,
    });
    assert.deepEqual(
      unsure.map((r) => r.code),
      ['nothing_read'],
    );
    assert.match(
      unsure[0]!.message,
      /^Nothing was read from this document: .* It is not delivered until a person fills it in\.$/,
    );
    assert.deepEqual(
      reviewReasons({ everyDocument: true, threshold: 0.9, values: found, checks: [], nothingRead: true }).map(
        (r) => r.code,
      ),
      ['review_every', 'nothing_read'],
    );
  });
});
