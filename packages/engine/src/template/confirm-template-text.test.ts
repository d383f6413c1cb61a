import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Template, TemplateField } from '@paperbridge/contracts';
import { confirmTemplateText } from './confirm-template-text.ts';

const field = (name: string, typedValue: string, unconfirmed?: boolean): TemplateField => ({
  name,
  page: 1,
  sampleValue: typedValue,
  box: { x0: 0, y0: 0, x1: 1, y1: 1 },
  lineCount: 1,
  anchors: [],
  located: true,
  shape: 'text',
  typedValue,
  ...(unconfirmed ? { unconfirmed } : {}),
});
const template = (fields: TemplateField[]): Template => ({
  version: 1,
  pageSizes: [{ width: 100, height: 100 }],
  fields,
  tables: [],
  warnings: [],
});

test('a value approved unchanged confirms the sample text it matches; other fields and other values stay as they were', () => {
  const tpl = template([
    field('shop', 'UAN HING STATIONERY', true),
    field('address', 'NO.32 JALAN', true),
    field('total', '12.00'),
  ]);
  const { template: out, confirmed } = confirmTemplateText(tpl, {
    shop: 'uan  hing stationery',
    address: 'NO.33 JALAN',
    total: '12.00',
  });
  assert.deepEqual(confirmed, ['shop']);
  assert.equal(out.fields[0]!.unconfirmed, undefined);
  assert.equal(out.fields[1]!.unconfirmed, true, 'another text approved is not this sample text');
  assert.equal(out.fields[2], tpl.fields[2]);
});

test('nothing to confirm answers the same template', () => {
  const tpl = template([field('shop', 'SHOP', true)]);
  assert.equal(confirmTemplateText(tpl, { shop: '' }).template, tpl);
  assert.equal(confirmTemplateText(tpl, {}).template, tpl);
});
