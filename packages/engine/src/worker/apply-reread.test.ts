import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PDFDocument, degrees } from 'pdf-lib';
import sharp from 'sharp';
import { renderTextPage } from '../ocr/synthetic-page.fixture.ts';
import { learnTemplate } from '../template/learn-template.ts';
import { dropRow } from '../testing/drop-row.ts';
import { createEnginePool } from './engine-pool.ts';

test("the pool's apply, given the document's file, reads a value the page reading dropped from the image again", async () => {
  const image = renderTextPage();
  const png = new Uint8Array(
    await sharp(Buffer.from(image.data), {
      raw: { width: image.width, height: image.height, channels: image.channels },
    })
      .png()
      .toBuffer(),
  );
  const pool = createEnginePool(1);
  try {
    const doc = (await pool.extract(png.slice(), { fileName: 'receipt.png' })).document!;
    const template = learnTemplate(doc, { fields: { total: '30.00' } });
    const dropped = dropRow(dropRow(doc, 'TOTAL'), 'DELIVERY');
    const without = await pool.apply(template, dropped);
    assert.equal(without.status === 'ok' && without.applied.fields.total!.missing, true);
    const withFile = await pool.apply(template, dropped, { file: png.slice() });
    assert.equal(withFile.status === 'ok' && withFile.applied.fields.total!.value, '30.00');
  } finally {
    await pool.close();
  }
});

/** The page image as the only content of a PDF page (a scanner's PDF), stored turned so that /Rotate shows it upright. */
async function scannedPdf(png: Uint8Array, rotate: 0 | 90 = 0): Promise<Uint8Array> {
  // /Rotate turns the shown page clockwise: the stored image is turned the other way
  const stored = rotate
    ? new Uint8Array(
        await sharp(Buffer.from(png))
          .rotate(360 - rotate)
          .png()
          .toBuffer(),
      )
    : png;
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(stored);
  const page = doc.addPage([image.width * 0.48, image.height * 0.48]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  if (rotate) page.setRotation(degrees(rotate));
  return doc.save();
}

for (const rotate of [0, 90] as const) {
  test(`a scanned PDF page${rotate ? ' shown turned by /Rotate' : ''} is rendered again for the re-read, as the OCR path renders it`, async () => {
    const image = renderTextPage();
    const png = new Uint8Array(
      await sharp(Buffer.from(image.data), {
        raw: { width: image.width, height: image.height, channels: image.channels },
      })
        .png()
        .toBuffer(),
    );
    const pdf = await scannedPdf(png, rotate);
    const pool = createEnginePool(1);
    try {
      const doc = (await pool.extract(pdf.slice(), { fileName: 'receipt.pdf' })).document!;
      assert.equal(doc.pages[0]!.source, 'ocr');
      const template = learnTemplate(doc, { fields: { total: '30.00' } });
      const dropped = dropRow(dropRow(doc, 'TOTAL'), 'DELIVERY');
      const without = await pool.apply(template, dropped);
      assert.equal(without.status === 'ok' && without.applied.fields.total!.missing, true);
      const withFile = await pool.apply(template, dropped, { file: pdf.slice() });
      assert.equal(withFile.status === 'ok' && withFile.applied.fields.total!.value, '30.00');
    } finally {
      await pool.close();
    }
  });
}
