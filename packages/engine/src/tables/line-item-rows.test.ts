import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument } from '../pipeline/extract-document.ts';
import { tableTexts } from '../testing/find-words.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
/** A text whose right edge is at x (numbers and their headers are right-aligned on invoices). */
const right = (x: number, y: number, text: string): NonNullable<TestPage['texts']>[number] => ({
  x: x - font.widthOfTextAtSize(text, 10),
  y,
  text,
});

test('an invoice sub-line with its own values is its own row; a serial number under the product joins the product; glued headers split per column', async () => {
  const amountRight = 364 + font.widthOfTextAtSize('Price incl. VAT', 10);
  const line = (y: number, x: number, item: string, values: string[] | null) => [
    { x, y, text: item },
    ...(values ?? []).map((v, k) => right([250, 300, 360, amountRight][k]!, y, v)).filter((t) => t.text),
  ];
  const texts = [
    { x: 60, y: 100, text: 'Item' },
    right(250, 100, 'Qty'),
    right(300, 100, 'Price'),
    // two headers a normal word space apart: one text run over the rate and the amount column
    right(360, 100, 'VAT'),
    { x: 364, y: 100, text: 'Price incl. VAT' },
    ...line(120, 60, 'Tablet 16 GB Silver', ['1', '399.00', '21%', '399.00']),
    ...line(130, 70, 'Incl. copy levy 3.50', ['1', '', '21%', '4.24']),
    ...line(139, 70, 'Serial: SDMPP373', null),
    ...line(160, 60, 'Leather cover', ['1', '69.99', '21%', '69.99']),
    ...line(180, 60, 'Power adapter', ['2', '14.99', '21%', '29.98']),
    ...line(200, 60, 'Game cartridge', ['1', '44.99', '21%', '44.99']),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  const rows = tableTexts(r.document!);
  assert.deepEqual(rows, [
    ['Item', 'Qty', 'Price', 'VAT', 'Price incl. VAT'],
    ['Tablet 16 GB Silver Serial: SDMPP373', '1', '399.00', '21%', '399.00'],
    ['Incl. copy levy 3.50', '1', '', '21%', '4.24'],
    ['Leather cover', '1', '69.99', '21%', '69.99'],
    ['Power adapter', '2', '14.99', '21%', '29.98'],
    ['Game cartridge', '1', '44.99', '21%', '44.99'],
  ]);
  assert.deepEqual(
    r.document!.tables[0]!.columns.map((c) => c.header),
    ['Item', 'Qty', 'Price', 'VAT', 'Price incl. VAT'],
  );
});

test('a header centred over two columns stays one spanning cell', async () => {
  const texts = [
    { x: 60, y: 100, text: 'Region' },
    {
      x: 300 + (400 - 300 - font.widthOfTextAtSize('Change in recent years', 10)) / 2 - 10,
      y: 100,
      text: 'Change in recent years',
    },
    ...['North', 'South', 'East', 'West'].flatMap((name, i) => [
      { x: 60, y: 120 + i * 16, text: name },
      right(330, 120 + i * 16, `${i + 1}.5`),
      right(400, 120 + i * 16, `${i + 2}.25`),
    ]),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  const header = r.document!.tables[0]!.rows[0]!;
  assert.deepEqual(
    header.cells.map((c) => [c.text, c.colSpan]),
    [
      ['Region', 1],
      ['Change in recent years', 2],
    ],
  );
});

test('a receipt: the item table starts at its header, ends before the totals, and an item printed over two lines is one row', async () => {
  const texts = [
    { x: 100, y: 40, text: 'SEAFOOD RESTAURANT SDN BHD' },
    { x: 60, y: 70, text: 'Bill#: V001-536988' },
    { x: 200, y: 70, text: 'Order#: 137088' },
    { x: 60, y: 84, text: 'Cashier: 113' },
    { x: 200, y: 84, text: 'Pax: 0' },
    { x: 60, y: 110, text: 'QTY' },
    { x: 90, y: 110, text: 'DESCRIPTION' },
    right(260, 110, 'TOTAL'),
    ...[
      ['1', 'CHICKEN ITEM', '20.00'],
      ['2', 'VEGE ITEM', '15.00'],
      ['1', 'FRIED RICE', '22.00'],
    ].flatMap(([q, d, a], i) => [
      { x: 60, y: 126 + i * 28, text: q! },
      right(260, 126 + i * 28, a!),
      { x: 60, y: 139 + i * 28, text: d! },
    ]),
    { x: 60, y: 220, text: 'TOTAL (INCL. GST):' },
    right(260, 220, '57.00'),
    { x: 60, y: 234, text: 'CASH:' },
    right(260, 234, '60.00'),
    { x: 60, y: 248, text: 'CHANGE:' },
    right(260, 248, '3.00'),
  ];
  const r = await extractDocument(await makePdf([{ texts }]));
  const items = r.document!.tables.map((_, n) => tableTexts(r.document!, n)).find((t) => t[0]?.[0]?.startsWith('QTY'));
  assert.deepEqual(items, [
    ['QTY DESCRIPTION', 'TOTAL'],
    ['1 CHICKEN ITEM', '20.00'],
    ['2 VEGE ITEM', '15.00'],
    ['1 FRIED RICE', '22.00'],
  ]);
});
