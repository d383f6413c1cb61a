import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentModel, TemplateApplyResult } from '@paperbridge/contracts';
import { buildApprovalData } from '../../pipeline/map/build-approval-data.ts';

const model = { pages: [], tables: [] } as unknown as DocumentModel;
const names: Record<number, string> = {
  1: 'Merchant Name',
  2: 'Receipt Date',
  3: 'Total',
  4: 'Currency',
  5: 'Description',
};
const applied: TemplateApplyResult = {
  fields: {
    'Merchant Name': { value: 'SANYO STATIONERY SHOP', confidence: 0.62, page: 1, polygon: null, missing: false },
    'Receipt Date': { value: null, confidence: 0, page: null, polygon: null, missing: true },
    Total: { value: '68.41', confidence: 0.97, page: 1, polygon: null, missing: false },
    Currency: { value: 'MYR', confidence: 1, page: null, polygon: null, missing: false, source: 'fixed' },
  },
  tables: [],
  confidence: 0.8,
};

test('every mapped value is recorded for the review stage: found or not, its confidence, required, a fixed value, a table without rows', () => {
  const mapped = buildApprovalData({
    mapping: {
      fieldMappings: [1, 2, 3, 4].map((id) => ({
        key: `k${id}`,
        value: '',
        dF_Id: id,
        orderIndex: id,
        isRequired: id === 3,
      })),
      udfFields: [],
      tableMappings: [{ tableNumber: 1, capture: true, columns: [{ columnNumber: 1, dF_Id: 5 }], rule: [] }],
      templateTables: [['Description']],
    },
    fieldName: (id) => names[id],
    applied,
    model,
    fileName: 'r.jpg',
    thresholdOf: () => 0.9,
  });
  assert.deepEqual(mapped.values, [
    { label: 'Merchant Name', confidence: 0.62, missing: false, required: false, threshold: 0.9 },
    // not only required values: an empty date delivered silently is a silent error
    { label: 'Receipt Date', confidence: null, missing: true, required: false, threshold: 0.9 },
    { label: 'Total', confidence: 0.97, missing: false, required: true, threshold: 0.9 },
    { label: 'Currency', confidence: 1, missing: false, required: false, notRead: true, threshold: 0.9 },
    { label: 'Table 1', table: 1, confidence: null, missing: true, required: false },
  ]);
  // what was there before stays as it was
  assert.deepEqual(mapped.lowConfidence, ['Merchant Name']);
  assert.deepEqual(mapped.missingRequired, []);
});
