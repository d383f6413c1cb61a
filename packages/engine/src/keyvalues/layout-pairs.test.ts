import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';

const pairs = async (texts: { x: number; y: number; text: string }[]) => {
  const r = await extractDocument(await makePdf([{ texts }]));
  return r.document!.keyValues.map((kv) => `${kv.key} => ${kv.value}`);
};

test('an unruled header grid: each label reads the value below it', async () => {
  const kv = await pairs([
    { x: 50, y: 100, text: 'Klant' },
    { x: 200, y: 100, text: 'Factuur datum' },
    { x: 350, y: 100, text: 'Vervaldatum' },
    { x: 50, y: 113, text: 'SC0303' },
    { x: 205, y: 113, text: '8-9-2022' },
    { x: 355, y: 113, text: '22-9-2022' },
  ]);
  assert.deepEqual(kv, ['Klant => SC0303', 'Factuur datum => 8-9-2022', 'Vervaldatum => 22-9-2022']);
});

test('label and value runs along one row, a colon set apart, and a label with its number in one run', async () => {
  const kv = await pairs([
    { x: 50, y: 100, text: 'Rechnungsnr.' },
    { x: 150, y: 100, text: '30064443' },
    { x: 350, y: 100, text: 'Kundennr.' },
    { x: 450, y: 100, text: '47774' },
    { x: 300, y: 150, text: 'Total HT :' },
    { x: 480, y: 150, text: '46,68 €' },
    { x: 50, y: 200, text: 'Facture n°562044387 du 02 Juillet 2015' },
  ]);
  assert.deepEqual(kv, [
    'Rechnungsnr. => 30064443',
    'Kundennr. => 47774',
    'Total HT => 46,68 €',
    'Facture n° => 562044387 du 02 Juillet 2015',
  ]);
});

test('a grid with many value rows is a table, not key-values', async () => {
  const rows = [
    ['Item', 'Qty', 'Price'],
    ['A1', '1', '2.00'],
    ['B2', '3', '4.00'],
    ['C3', '5', '6.00'],
  ];
  const kv = await pairs(rows.flatMap((r, k) => r.map((text, c) => ({ x: 50 + c * 150, y: 100 + k * 13, text }))));
  assert.deepEqual(kv, []);
});

test('a row of "Label:" runs over their values: each label reads the run below it', async () => {
  const kv = await pairs([
    { x: 30, y: 250, text: 'Invoice Date:' },
    { x: 215, y: 250, text: 'Due Date:' },
    { x: 400, y: 250, text: 'Reference:' },
    { x: 30, y: 265, text: '03/20/2023' },
    { x: 215, y: 265, text: '04/04/2023' },
    { x: 400, y: 265, text: 'CUSTREF123' },
  ]);
  assert.deepEqual(kv, ['Invoice Date => 03/20/2023', 'Due Date => 04/04/2023', 'Reference => CUSTREF123']);
});

test('a footer line of parts set apart by dashes: the part that is "Label: value" pairs', async () => {
  const kv = await pairs([
    {
      x: 40,
      y: 780,
      text: 'Free SAS au capital de 3.441.812 Euros – B 421 938 861 RCS Paris – N° de TVA intra communautaire: FR 604 219 388 61',
    },
  ]);
  assert.deepEqual(kv, ['N° de TVA intra communautaire => FR 604 219 388 61']);
});
