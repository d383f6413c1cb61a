import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { labelBesideFields } from './label-beside-fields.ts';

type Text = { x: number; y: number; text: string };
const beside = async (texts: Text[]) => {
  const doc = (await extractDocument(await makePdf([{ width: 595, height: 842, texts }]))).document!;
  // as on a page where the sums stand in a table's area and the pair detector left them alone
  return Object.fromEntries(
    [...labelBesideFields({ ...doc, keyValues: [] }, () => false)].map(([f, v]) => [f, v.value]),
  );
};

test('sums beside a VAT breakdown: each label with the amount next to it on its row, in French, English, German', async () => {
  const rows = (labels: [string, string, string]) => [
    { x: 40, y: 400, text: 'Taxe' },
    { x: 160, y: 400, text: 'Base' },
    { x: 240, y: 400, text: 'Montant' },
    { x: 400, y: 400, text: labels[0] },
    { x: 500, y: 400, text: '624,90 €' },
    { x: 40, y: 414, text: 'TVA 20,0%' },
    { x: 160, y: 414, text: '81,90 €' },
    { x: 240, y: 414, text: '16,38 €' },
    { x: 400, y: 428, text: labels[1] },
    { x: 500, y: 428, text: '46,25 €' },
    { x: 40, y: 442, text: 'TVA 5,5%' },
    { x: 160, y: 442, text: '543,00 €' },
    { x: 240, y: 442, text: '29,87 €' },
    { x: 400, y: 456, text: labels[2] },
    { x: 500, y: 456, text: '671,15 €' },
  ];
  for (const labels of [
    ['Total HT', 'Total taxes', 'Total TTC'],
    ['Net total', 'Tax total', 'Total'],
    ['Nettobetrag', 'Steuerbetrag', 'Bruttobetrag'],
  ] as [string, string, string][]) {
    assert.deepEqual(
      await beside(rows(labels)),
      { subtotal: '624,90 €', tax_amount: '46,25 €', total_amount: '671,15 €' },
      labels.join(', '),
    );
  }
});

test("a credit note's negative sums keep their sign; a label that is not a sum gives nothing", async () => {
  assert.deepEqual(
    await beside([
      { x: 400, y: 400, text: 'Total TTC' },
      { x: 500, y: 400, text: '-233,47 €' },
    ]),
    { total_amount: '-233,47 €' },
  );
  assert.deepEqual(
    await beside([
      { x: 400, y: 400, text: 'Acompte versé' },
      { x: 500, y: 400, text: '100,00 €' },
      { x: 40, y: 430, text: 'Gesamtbetrag der Zuschläge' },
      { x: 500, y: 430, text: '5,80' },
    ]),
    {},
  );
});
