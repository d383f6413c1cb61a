import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import sharp from 'sharp';
import type { DocumentModel } from '@paperbridge/contracts';
import { terminateOcr } from '../ocr/index.ts';
import { renderTextPage } from '../ocr/synthetic-page.fixture.ts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';
import { rereadWeakFields } from './reread-fields.ts';

after(() => terminateOcr());

const LINES = [
  'PAPERBRIDGE TRADING SDN BHD',
  'DATE 17/01/2018',
  'COFFEE BEANS 12.50',
  'TOTAL AMOUNT 30.00',
  'CASH 50.00',
  'CHANGE 20.00',
  'THANK YOU',
];

/** The page as if its reading had misread one word. */
const misread = (doc: DocumentModel, from: string, to: string): DocumentModel => ({
  ...doc,
  pages: doc.pages.map((p) => ({ ...p, words: p.words.map((w) => (w.text === from ? { ...w, text: to } : w)) })),
});

test('a total that cash minus change contradicts is read again, and the re-reading is taken only as the amount they prove', async () => {
  const image = renderTextPage({ lines: LINES });
  const png = await sharp(Buffer.from(image.data), {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .png()
    .toBuffer();
  const doc = (await extractDocument(new Uint8Array(png), { fileName: 'receipt.png' })).document!;
  const template = learnTemplate(doc, { fields: { total: '30.00' } });
  const wrong = misread(doc, '30.00', '38.00');
  const applied = applyTemplate(template, wrong);
  assert.equal(applied.fields.total!.value, '38.00');
  const again = await rereadWeakFields(template, wrong, applied, async () => image);
  assert.equal(again.fields.total!.value, '30.00');
  // without a change row the arithmetic proves nothing here: the reading stands
  const noChange = misread(misread(doc, '30.00', '38.00'), 'CHANGE', 'THANKS');
  const kept = await rereadWeakFields(template, noChange, applyTemplate(template, noChange), async () => image);
  assert.equal(kept.fields.total!.value, '38.00');
});
