import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import sharp from 'sharp';
import { terminateOcr } from '../ocr/index.ts';
import { renderTextPage } from '../ocr/synthetic-page.fixture.ts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { dropRow } from '../testing/drop-row.ts';
import { applyTemplate } from './apply-template.ts';
import type { Features } from './confidence-features.ts';
import { learnTemplate } from './learn-template.ts';
import { rereadWeakFields } from './reread-fields.ts';

after(() => terminateOcr());

test('a value the page reading dropped is read again from the image in its region; without the image it stays missing', async () => {
  const image = renderTextPage();
  const png = await sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .png()
    .toBuffer();
  const doc = (await extractDocument(new Uint8Array(png), { fileName: 'receipt.png' })).document!;
  const template = learnTemplate(doc, { fields: { total: '30.00', date: '17/01/2018' } });
  // the delivery line too: otherwise its amount is the nearest to the total's place
  const dropped = dropRow(dropRow(doc, 'TOTAL'), 'DELIVERY');
  const applied = applyTemplate(template, dropped);
  assert.equal(applied.fields.total!.missing, true);
  assert.equal(applied.fields.date!.value, '17/01/2018');

  const explained = new Map<string, Features>();
  const again = await rereadWeakFields(template, dropped, applied, async () => image, {
    explain: (f, features) => void explained.set(f, features),
  });
  assert.equal(again.fields.total!.value, '30.00');
  // the value read again is calibrated knowing a second reading replaced a missing one; the result carries no evidence
  assert.equal(explained.get('total')?.reread_replaced, 1);
  assert.ok(again.fields.total!.confidence > 0 && again.fields.total!.confidence < 1);
  assert.ok(!('evidence' in again.fields.total!));
  // a value read well is not touched
  assert.deepEqual(again.fields.date, applied.fields.date);
  const noImage = await rereadWeakFields(template, dropped, applied, async () => undefined);
  assert.equal(noImage.fields.total!.missing, true);
});
