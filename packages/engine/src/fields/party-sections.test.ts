import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';

type Text = { x: number; y: number; text: string; size?: number };
const prefill = async (texts: Text[]) => {
  const doc = (await extractDocument(await makePdf([{ width: 595, height: 842, texts }]))).document!;
  return prefillFields(doc).fields;
};
const values = (fields: Awaited<ReturnType<typeof prefill>>) =>
  Object.fromEntries(fields.map((f) => [f.field, f.value]));
/** A block of rows under a heading: "Heading" then "Label:" at the indent with its value in a column to the right. */
const block = (y: number, heading: string, rows: [string, string][]): Text[] => [
  { x: 50, y, text: heading, size: 11 },
  ...rows.flatMap(([label, value], k) => [
    { x: 56, y: y + 16 + 13 * k, text: `${label}:` },
    { x: 250, y: y + 16 + 13 * k, text: value },
  ]),
];

test('German party blocks: "Name:" and the VAT number under "Verkäufer" are the supplier\'s, under "Käufer" the customer\'s', async () => {
  const got = values(
    await prefill([
      { x: 50, y: 40, text: 'Rechnung Nr. 2024-17 vom 03.04.2024', size: 13 },
      ...block(90, 'Verkäufer', [
        ['Nummer', '549910'],
        ['Name', 'Nordlicht Werkzeuge GmbH'],
        ['Anschrift', 'Hafenweg 3'],
        ['USt.-Id.-Nr.', 'DE811234567'],
      ]),
      ...block(180, 'Käufer/Leistungsempfänger', [
        ['Nummer', 'K-4471'],
        ['Name', 'Baumarkt Süd KG'],
        ['USt.-Id.-Nr.', 'DE298765432'],
      ]),
    ]),
  );
  assert.equal(got.supplier_name, 'Nordlicht Werkzeuge GmbH');
  assert.equal(got.supplier_tax_id, 'DE811234567');
  assert.equal(got.customer_name, 'Baumarkt Süd KG');
  assert.equal(got.customer_tax_id, 'DE298765432');
});

test("French and English party blocks, the buyer's first: each value goes to its own party", async () => {
  const fr = values(
    await prefill([
      ...block(60, 'Client', [
        ['Nom', 'Librairie des Quais'],
        ['N° TVA', 'FR40303265045'],
      ]),
      ...block(140, 'Fournisseur', [
        ['Raison sociale', 'Papeterie Durand SARL'],
        ['N° TVA', 'FR83404833048'],
      ]),
    ]),
  );
  assert.deepEqual(
    [fr.customer_name, fr.customer_tax_id, fr.supplier_name, fr.supplier_tax_id],
    ['Librairie des Quais', 'FR40303265045', 'Papeterie Durand SARL', 'FR83404833048'],
  );
  const en = values(
    await prefill([
      ...block(60, 'Seller', [
        ['Company', 'Harbour Tools Ltd'],
        ['VAT No', 'GB123456789'],
      ]),
      ...block(140, 'Buyer', [
        ['Company', 'Riverside Builders BV'],
        ['VAT No', 'NL810433941B01'],
      ]),
    ]),
  );
  assert.deepEqual(
    [en.supplier_name, en.supplier_tax_id, en.customer_name, en.customer_tax_id],
    ['Harbour Tools Ltd', 'GB123456789', 'Riverside Builders BV', 'NL810433941B01'],
  );
});

test('a heading that names no party closes the block above it; a header grid\'s "Klant" cell is no heading', async () => {
  const closed = values(
    await prefill([
      ...block(60, 'Käufer', [['Name', 'Baumarkt Süd KG']]),
      ...block(120, 'Abweichender Warenempfänger', [['Name', 'Lager Nord GmbH']]),
    ]),
  );
  assert.equal(closed.customer_name, 'Baumarkt Süd KG');
  const grid = values(
    await prefill([
      { x: 50, y: 100, text: 'Klant' },
      { x: 200, y: 100, text: 'Factuurdatum' },
      { x: 350, y: 100, text: 'Vervaldatum' },
      { x: 50, y: 113, text: 'SC0303' },
      { x: 205, y: 113, text: '8-9-2022' },
      { x: 355, y: 113, text: '22-9-2022' },
      { x: 50, y: 160, text: 'Uw BTW nummer:' },
      { x: 200, y: 160, text: 'NL00333599698' },
    ]),
  );
  assert.equal(grid.customer_tax_id, undefined);
  assert.equal(grid.supplier_tax_id, 'NL00333599698');
});

test('a name read in its party block carries a confidence above the supplier-by-layout guess', async () => {
  const fields = await prefill([...block(90, 'Lieferant', [['Firma', 'Nordlicht Werkzeuge GmbH']])]);
  const s = fields.find((f) => f.field === 'supplier_name')!;
  assert.equal(s.source, 'label');
  assert.ok(s.confidence >= 0.6, String(s.confidence));
});
