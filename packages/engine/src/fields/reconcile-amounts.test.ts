import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';
import type { PrefilledField } from './prefill.types.ts';
import { amountCents, reconcileAmounts } from './reconcile-amounts.ts';

type Text = { x: number; y: number; text: string };
const prefill = async (texts: Text[]) => {
  const doc = (await extractDocument(await makePdf([{ texts }]))).document!;
  return Object.fromEntries(prefillFields(doc).fields.map((f) => [f.field, f.value]));
};

test('amounts in cents as printed', () => {
  assert.equal(amountCents('$ 262.90'), 26290);
  assert.equal(amountCents('46,68 €'), 4668);
  assert.equal(amountCents('€ 1.234,56'), 123456);
  assert.equal(amountCents('-9,32'), -932);
  assert.equal(amountCents('21%'), null);
});

test('section subtotals give way to the subtotal that adds up with the tax to the total', async () => {
  const got = await prefill([
    { x: 30, y: 300, text: 'Office chair' },
    { x: 520, y: 300, text: '70.00' },
    { x: 480, y: 315, text: 'Subtotal $ 112.00' },
    { x: 30, y: 335, text: 'Truffles' },
    { x: 520, y: 335, text: '150.00' },
    { x: 480, y: 350, text: 'Subtotal $ 150.90' },
    { x: 310, y: 380, text: 'Subtotal' },
    { x: 520, y: 380, text: '$ 262.90' },
    { x: 310, y: 395, text: 'Tax 15% on $ 112.90' },
    { x: 520, y: 395, text: '$ 16.94' },
    { x: 310, y: 410, text: 'Total' },
    { x: 520, y: 410, text: '$ 279.84' },
  ]);
  assert.equal(got.subtotal, '$ 262.90');
  assert.equal(got.tax_amount, '$ 16.94', 'a tax label that prints its rate and base pairs with the amount beside it');
  assert.equal(got.total_amount, '$ 279.84');
});

test('a tax printed as zero and no subtotal: the amount before tax is the total', async () => {
  const got = await prefill([
    { x: 40, y: 300, text: 'Charges' },
    { x: 540, y: 300, text: '$4.11' },
    { x: 40, y: 315, text: 'Tax' },
    { x: 540, y: 315, text: '$0.00' },
    { x: 40, y: 330, text: 'Total for this invoice' },
    { x: 540, y: 330, text: '$4.11' },
  ]);
  assert.equal(got.total_amount, '$4.11');
  assert.equal(got.subtotal, '$4.11');
});

test('amounts that add up already are kept', async () => {
  const got = await prefill([
    { x: 300, y: 400, text: 'Nettobetrag:' },
    { x: 450, y: 400, text: '100,00 EUR' },
    { x: 300, y: 415, text: 'MwSt.:' },
    { x: 450, y: 415, text: '19,00 EUR' },
    { x: 300, y: 430, text: 'Gesamtbetrag:' },
    { x: 450, y: 430, text: '119,00 EUR' },
    { x: 300, y: 460, text: 'Zwischensumme:' },
    { x: 450, y: 460, text: '5,00 EUR' },
  ]);
  assert.deepEqual([got.subtotal, got.tax_amount, got.total_amount], ['100,00 EUR', '19,00 EUR', '119,00 EUR']);
});

test('a total granted a bare count ("Total 1" under a quantity column) gives way to the grand total with cents', () => {
  const box: [number, number][] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const kv = (key: string, value: string) => ({
    key,
    value,
    keyPolygon: box,
    valuePolygon: box,
    page: 1,
    confidence: 0.5,
    kind: 'same-line' as const,
  });
  const doc = { keyValues: [kv('Total', '1'), kv('Grand Total', '319.00')] };
  const granted: PrefilledField[] = [
    { field: 'total_amount', value: '1', confidence: 0.6, page: 1, polygon: box, source: 'label', keyValueIndex: 0 },
  ];
  const got = reconcileAmounts(doc, granted);
  assert.deepEqual(
    got.map((f) => [f.field, f.value, f.keyValueIndex]),
    [['total_amount', '319.00', 1]],
  );
});
