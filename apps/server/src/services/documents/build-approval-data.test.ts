import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApprovalData, ApproveDataRequest, DocumentModel, TemplateApplyResult } from '@paperbridge/contracts';
import { buildApprovalData } from '../../pipeline/map/build-approval-data.ts';
import { mergeApproval } from './merge-approval.ts';

const model = { pages: [] } as unknown as DocumentModel;
const names: Record<number, string> = { 1: 'Merchant Name', 2: 'Merchant Address' };
const applied: TemplateApplyResult = {
  fields: {
    'Merchant Name': {
      value: 'GARDENIA BAKERIES SDN BHD',
      confidence: 0.8,
      page: 1,
      polygon: null,
      missing: false,
      source: 'corrected',
      readAs: 'GARDENIA 8AKERIES 5DN BHD',
    },
    'Merchant Address': { value: 'LOT 8, JALAN KLANG BARU', confidence: 0.7, page: 1, polygon: null, missing: false },
  },
  tables: [],
  confidence: 0.75,
};

const build = () =>
  buildApprovalData({
    mapping: {
      fieldMappings: [
        { key: 'a', value: '', dF_Id: 1, orderIndex: 1 },
        { key: 'b', value: '', dF_Id: 2, orderIndex: 2 },
      ],
      udfFields: [],
      tableMappings: [],
      templateTables: [],
    },
    fieldName: (id) => names[id],
    applied,
    model,
    fileName: 'r.jpg',
    thresholdOf: () => 0.5,
  }).data;

test('a value the engine corrected towards the sample reaches the review data marked, with what the page read', () => {
  const data = build();
  const [name, address] = data.form;
  assert.equal(name!.value, 'GARDENIA BAKERIES SDN BHD');
  assert.equal(name!.source, 'corrected');
  assert.equal(name!.readAs, 'GARDENIA 8AKERIES 5DN BHD');
  // read as printed: no mark
  assert.equal(address!.source, undefined);
  assert.equal(address!.readAs, undefined);
});

test("the reviewer's own value drops the engine's corrected mark; an unchanged one keeps it", () => {
  const data: ApprovalData = build();
  const send = (value: string): ApproveDataRequest => ({
    docId: 'd1',
    form: [{ id: 1, label: 'Merchant Name', value, isDelete: false }],
    extactedFromTable: [],
    tables: [],
  });
  assert.equal(mergeApproval(data, send('GARDENIA BAKERIES SDN BHD')).form[0]!.source, 'corrected');
  const edited = mergeApproval(data, send('Gardenia Bakeries')).form[0]!;
  assert.equal(edited.source, undefined);
  assert.equal(edited.readAs, undefined);
});
