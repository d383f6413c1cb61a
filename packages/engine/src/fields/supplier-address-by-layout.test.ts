import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocumentModel } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { prefillFields } from './prefill-fields.ts';
import { supplierAddressByLayout } from './supplier-address-by-layout.ts';

type Piece = { x: number; y: number; w: number; h: number; text: string };

/** A receipt page as OCR reads it (80 mm roll: 230 × 650 points): each piece a line of the model, in page fractions. */
function receipt(pieces: Piece[]): Pick<DocumentModel, 'pages'> {
  const words = pieces.map((p) => ({
    text: p.text,
    polygon: [
      [p.x, p.y],
      [p.x + p.w, p.y],
      [p.x + p.w, p.y + p.h],
      [p.x, p.y + p.h],
    ] as [number, number][],
    confidence: 90,
    source: 'ocr' as const,
  }));
  const lines = words.map((w, i) => ({ text: w.text, polygon: w.polygon, wordIndexes: [i] }));
  return {
    pages: [
      {
        pageNumber: 1,
        width: 230,
        height: 650,
        rotation: 0,
        skew: 0,
        source: 'ocr',
        words,
        lines,
        blocks: [],
        rulings: [],
      },
    ],
  };
}

const prefill = async (texts: { x: number; y: number; text: string; size?: number }[]) => {
  const doc = (await extractDocument(await makePdf([{ texts }]))).document!;
  return prefillFields(doc).fields;
};

test("a receipt's address is its lines under the name, read as one value past the company number, up to the GST line", () => {
  const doc = receipt([
    { x: 0.15, y: 0.08, w: 0.7, h: 0.02, text: 'TEO HENG STATIONERY & BOOKS' },
    { x: 0.4, y: 0.102, w: 0.25, h: 0.012, text: '(001451637-M)' },
    { x: 0.1, y: 0.116, w: 0.8, h: 0.012, text: 'NO.53 55,57 & 59, JALAN SAGU 18,' },
    { x: 0.25, y: 0.13, w: 0.5, h: 0.012, text: 'TAMAN DAYA,' },
    // OCR cut the last line in two pieces
    { x: 0.2, y: 0.144, w: 0.3, h: 0.012, text: '81100 JOHOR' },
    { x: 0.53, y: 0.144, w: 0.25, h: 0.012, text: 'BAHRU, JOHOR.' },
    { x: 0.25, y: 0.158, w: 0.5, h: 0.012, text: 'GST No.: 000689913856' },
    { x: 0.3, y: 0.19, w: 0.4, h: 0.015, text: 'SIMPLIFIED TAX INVOICE' },
  ]);
  const got = supplierAddressByLayout(doc)!;
  assert.equal(got.value, 'NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR.');
  // one polygon over all its lines
  assert.deepEqual(got.polygon, [
    [0.1, 0.116],
    [0.9, 0.116],
    [0.9, 0.156],
    [0.1, 0.156],
  ]);
  assert.ok(got.confidence >= 0.4 && got.confidence <= 0.6);
});

test('the address stops at the phone line and at a blank gap; a title right under the name means no address', () => {
  const phone = receipt([
    { x: 0.2, y: 0.1, w: 0.6, h: 0.02, text: 'ADVANCO COMPANY' },
    { x: 0.15, y: 0.125, w: 0.7, h: 0.014, text: 'NO 1&3, Jalan Wangsa Delima 12,' },
    { x: 0.25, y: 0.142, w: 0.5, h: 0.014, text: '53300 Kuala Lumpur' },
    { x: 0.3, y: 0.159, w: 0.4, h: 0.014, text: '03-41318972' },
  ]);
  assert.equal(supplierAddressByLayout(phone)?.value, 'NO 1&3, Jalan Wangsa Delima 12, 53300 Kuala Lumpur');
  const gap = receipt([
    { x: 0.2, y: 0.1, w: 0.6, h: 0.02, text: 'KEDAI PAPAN YEW CHUAN' },
    { x: 0.15, y: 0.125, w: 0.7, h: 0.014, text: 'LOT 276 JALAN BANTING' },
    // two line heights below: the next block (a counter's name), not the address
    { x: 0.25, y: 0.17, w: 0.5, h: 0.014, text: 'COUNTER 2' },
  ]);
  assert.equal(supplierAddressByLayout(gap)?.value, 'LOT 276 JALAN BANTING');
  const title = receipt([
    { x: 0.2, y: 0.1, w: 0.6, h: 0.02, text: 'KEDAI PAPAN YEW CHUAN' },
    { x: 0.3, y: 0.125, w: 0.4, h: 0.014, text: 'TAX INVOICE' },
    { x: 0.15, y: 0.142, w: 0.7, h: 0.014, text: 'Table 12, 4 pax, Counter 2' },
  ]);
  assert.equal(supplierAddressByLayout(title), null);
});

test('lines under the name with no address signal (a slogan, opening hours) are no address', () => {
  const doc = receipt([
    { x: 0.2, y: 0.1, w: 0.6, h: 0.02, text: 'SANYU STATIONERY SHOP' },
    { x: 0.25, y: 0.125, w: 0.5, h: 0.014, text: 'Your Friendly Neighbourhood Shop' },
    { x: 0.25, y: 0.142, w: 0.5, h: 0.014, text: 'MON-SUN 1000 HRS' },
  ]);
  assert.equal(supplierAddressByLayout(doc), null);
});

test("an invoice's supplier address is suggested as one value under its name; the customer's block is not it", async () => {
  const fields = await prefill([
    { x: 50, y: 40, text: 'Cedar Interiors Ltd', size: 14 },
    { x: 50, y: 60, text: '4557 Oak Avenue' },
    { x: 50, y: 73, text: 'Springfield, IL 62704' },
    { x: 50, y: 86, text: 'Phone: 217-555-0142' },
    { x: 350, y: 140, text: 'Bill to' },
    { x: 350, y: 153, text: 'Hilltop Trading LLC' },
    { x: 350, y: 166, text: '12 Quay Street' },
    { x: 50, y: 220, text: 'Invoice Date: 03/20/2023' },
  ]);
  const address = fields.find((f) => f.field === 'supplier_address');
  assert.equal(fields.find((f) => f.field === 'supplier_name')?.value, 'Cedar Interiors Ltd');
  assert.equal(address?.value, '4557 Oak Avenue Springfield, IL 62704');
  assert.equal(address?.source, 'layout');
  assert.ok(address!.confidence < 0.75, `a layout guess: ${address!.confidence}`);
});

test('an address beside an "Address:" label is taken where the name has none under it', async () => {
  const fields = await prefill([
    { x: 50, y: 40, text: 'Nordlicht Werkzeuge GmbH', size: 14 },
    { x: 50, y: 90, text: 'Rechnung', size: 14 },
    { x: 50, y: 130, text: 'Address: Hafenweg 12' },
    { x: 93, y: 143, text: '20457 Hamburg' },
    { x: 50, y: 156, text: 'Telefon: 040 123456' },
  ]);
  assert.equal(fields.find((f) => f.field === 'supplier_address')?.value, 'Hafenweg 12 20457 Hamburg');
});

test("a sender line's address follows the name on its own line, and the customer's window address under it is not the supplier's", async () => {
  const fields = await prefill([
    { x: 65, y: 140, text: 'Nordlicht Software AG - Hafenweg 12 - D-20457 Hamburg', size: 7 },
    { x: 65, y: 205, text: 'Blue Harbour Ltd.', size: 9 },
    { x: 65, y: 217, text: '12 Quay Street' },
    { x: 55, y: 285, text: 'Rechnung', size: 14 },
  ]);
  assert.equal(fields.find((f) => f.field === 'supplier_name')?.value, 'Nordlicht Software AG');
  assert.equal(fields.find((f) => f.field === 'supplier_address')?.value, 'Hafenweg 12 - D-20457 Hamburg');
});
