import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AppliedField } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { checkTotal } from './check-total.ts';
import { viewPages } from './doc-view.ts';
import { learnTemplate } from './learn-template.ts';

const page = (lines: string[]): TestPage => ({
  width: 300,
  height: 400,
  texts: lines.map((text, i) => ({ x: 40, y: 40 + i * 16, text, size: 9 })),
});
const extract = async (lines: string[]) => (await extractDocument(await makePdf([page(lines)]))).document!;
const read = (value: string): AppliedField => ({ value, confidence: 0.9, page: 1, polygon: null, missing: false });

test('a total read as the cash handed over gives way to the total row that cash minus change proves', async () => {
  const doc = await extract(['SHOP SDN BHD', 'Total Incl. GST 12.50', 'CASH 20.00', 'CHANGE 7.50']);
  const field = learnTemplate(doc, { fields: { total: '12.50' } }).fields[0]!;
  const view = viewPages(doc)[0];
  assert.equal(checkTotal(field, read('20.00'), view).value, '12.50');
  // a total that adds up stands, as read
  assert.deepEqual(checkTotal(field, read('12.50'), view), read('12.50'));
});

test('without cash and change rows, or without a total row that adds up, the reading stands', async () => {
  const noCash = await extract(['SHOP SDN BHD', 'Total 12.50', 'Visa 12.50']);
  const field = learnTemplate(noCash, { fields: { total: '12.50' } }).fields[0]!;
  assert.equal(checkTotal(field, read('20.00'), viewPages(noCash)[0]).value, '20.00');
  const noRow = await extract(['SHOP SDN BHD', 'Total 13.50', 'CASH 20.00', 'CHANGE 7.50']);
  assert.equal(checkTotal(field, read('13.50'), viewPages(noRow)[0]).value, '13.50');
  // a field that is no total is not checked
  const other = { ...field, name: 'tip', anchors: [] };
  const doc = await extract(['SHOP SDN BHD', 'Total 12.50', 'CASH 20.00', 'CHANGE 7.50']);
  assert.equal(checkTotal(other, read('20.00'), viewPages(doc)[0]).value, '20.00');
});

test('with no change row, the cash handed over proves the total row that prints the same amount', async () => {
  const doc = await extract(['SHOP SDN BHD', 'Item 36.00', 'Total RM 73.30', 'Rounding 0.00', 'Cash 73.30']);
  const field = learnTemplate(doc, { fields: { total: '73.30' } }).fields[0]!;
  assert.equal(checkTotal(field, read('36.00'), viewPages(doc)[0]).value, '73.30');
  // cash that no total row prints proves nothing
  const more = await extract(['SHOP SDN BHD', 'Item 36.00', 'Total RM 73.30', 'Cash 100.00']);
  assert.equal(checkTotal(field, read('36.00'), viewPages(more)[0]).value, '36.00');
});
