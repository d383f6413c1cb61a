import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf } from '../testing/make-pdf.ts';

/** One page per image size (white pixels), no text. */
async function pagesWithImages(sizes: [number, number][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const [w, h] of sizes) {
    const png = await doc.embedPng(
      await sharp({ create: { width: w, height: h, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    doc.addPage([612, 792]).drawImage(png, { x: 100, y: 400, width: 200, height: 200 });
  }
  return doc.save();
}

test('a page with no usable text goes to OCR only when it paints something OCR could read', async () => {
  // OCR off: a page that would need it says so; a page that would not is kept as read
  const vector = await makePdf([
    {},
    { lines: [{ x0: 50, y0: 100, x1: 500, y1: 100 }] },
    { rects: [{ x: 100, y: 100, w: 300, h: 40 }] },
  ]);
  const r = await extractDocument(vector, { ocr: false });
  assert.deepEqual(
    r.errors.map((e) => [e.code, e.page]),
    [['ocr_unavailable', 3]],
    'blank and ruled-only pages are not for OCR; a filled path is',
  );
  assert.deepEqual(
    r.document!.pages.map((p) => [p.pageNumber, p.source, p.words.length]),
    [
      [1, 'text-layer', 0],
      [2, 'text-layer', 0],
    ],
  );
  const images = await extractDocument(
    await pagesWithImages([
      [24, 23],
      [400, 300],
    ]),
    { ocr: false },
  );
  assert.deepEqual(
    images.errors.map((e) => [e.code, e.page]),
    [['ocr_unavailable', 2]],
    'an icon-sized image holds no text to read; a scan-sized one may',
  );
});
