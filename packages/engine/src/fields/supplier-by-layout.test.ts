import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';

type Text = { x: number; y: number; text: string; size?: number };
const prefill = async (texts: Text[]) => {
  const doc = (await extractDocument(await makePdf([{ texts }]))).document!;
  return Object.fromEntries(prefillFields(doc).fields.map((f) => [f.field, f.value]));
};
// A4 in points: the page is 595 × 842; positions below are the layouts of real invoices, with other names

test("a window envelope's customer (under the sender line) is not the supplier; the sender's name, repeated in the footer, is", async () => {
  const got = await prefill([
    { x: 65, y: 140, text: 'Nordlicht Software AG - Hafenweg 12 - D-20457 Hamburg', size: 7 },
    { x: 65, y: 205, text: 'Blue Harbour Ltd.', size: 9 },
    { x: 65, y: 217, text: '12 Quay Street' },
    { x: 65, y: 229, text: 'Dublin' },
    { x: 55, y: 285, text: 'Rechnung', size: 14 },
    { x: 55, y: 770, text: 'Nordlicht Software AG', size: 7 },
    { x: 55, y: 778, text: 'Hafenweg 12', size: 7 },
    { x: 230, y: 770, text: 'Registergericht Hamburg | HRB 99887', size: 7 },
  ]);
  assert.equal(got.supplier_name, 'Nordlicht Software AG');
});

test('the customer at the top right, with no label, loses to the name the footer and the bank details repeat', async () => {
  const got = await prefill([
    { x: 385, y: 115, text: 'BRICOLUX' },
    { x: 385, y: 128, text: 'Jeanne Martin' },
    { x: 385, y: 141, text: '12 rue des Lilas' },
    { x: 60, y: 190, text: 'Date : 28/11/2022' },
    { x: 60, y: 203, text: 'Dossier : 1234 - BRICOLUX' },
    { x: 120, y: 515, text: 'Titulaire du compte : PRESSELINE' },
    { x: 278, y: 795, text: 'PRESSELINE', size: 7 },
    { x: 140, y: 803, text: 'Sarl au capital de 10 000€ - RCS Paris B 530 848 134', size: 7 },
  ]);
  assert.equal(got.supplier_name, 'PRESSELINE');
});

test('a name its web address repeats wins over a tagline above it; the block under "Bill to" is never the supplier', async () => {
  const got = await prefill([
    { x: 480, y: 30, text: 'Premium Furniture' },
    { x: 30, y: 47, text: 'Cedar Interiors' },
    { x: 30, y: 62, text: '4557 Oak Avenue' },
    { x: 350, y: 140, text: 'Bill to' },
    { x: 350, y: 153, text: 'Hilltop Trading LLC' },
    { x: 30, y: 210, text: 'Invoice Date: 03/20/2023' },
    { x: 120, y: 760, text: 'sales@cedar-interiors.example www.cedar-interiors.com' },
  ]);
  assert.equal(got.supplier_name, 'Cedar Interiors');
});

test('no candidate that earns anything: no supplier rather than a table header or a title', async () => {
  const got = await prefill([
    { x: 80, y: 130, text: 'Factuuradres' },
    { x: 80, y: 145, text: 'Strategic Trading BV' },
    { x: 45, y: 260, text: 'Kopie factuur', size: 14 },
    { x: 45, y: 330, text: 'Artikel' },
    { x: 100, y: 330, text: 'Omschrijving' },
    { x: 400, y: 330, text: 'Prijs' },
    { x: 45, y: 342, text: 'E1031' },
    { x: 100, y: 342, text: 'Onderhoudsset' },
    { x: 400, y: 342, text: '49,99' },
  ]);
  assert.equal(got.supplier_name, undefined);
});

test('a number under the title with a number sign and no label is the invoice number', async () => {
  const got = await prefill([
    { x: 50, y: 26, text: 'Jo Carpenter' },
    { x: 460, y: 27, text: 'INVOICE', size: 24 },
    { x: 462, y: 59, text: '# 2022-0117', size: 12 },
    { x: 440, y: 112, text: 'Date:' },
    { x: 515, y: 112, text: 'Jan 1, 2022' },
  ]);
  assert.equal(got.invoice_number, '2022-0117');
  assert.equal(got.supplier_name, 'Jo Carpenter');
});
