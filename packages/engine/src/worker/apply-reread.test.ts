import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { renderTextPage } from '../ocr/synthetic-page.fixture.ts';
import { learnTemplate } from '../template/learn-template.ts';
import { dropRow } from '../testing/drop-row.ts';
import { createEnginePool } from './engine-pool.ts';

test("the pool's apply, given the document's file, reads a value the page reading dropped from the image again", async () => {
  const image = renderTextPage();
  const png = new Uint8Array(await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: image.channels } }).png().toBuffer());
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
