/**
 * Golden test on real receipts of the shared SROIE corpus (read in place, never copied): an address over
 * several lines that no reading of its whole block reads as printed is read right one row at a time.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { terminateOcr } from '../ocr/index.ts';
import { loadImageFile } from '../ocr/load-image-file.ts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';
import { rereadWeakFields } from './reread-fields.ts';

// Tesseract alone: the subject is an address the page reading gets wrong and the re-read gets right; that page reading
// is Tesseract's (the default `combined` engine reads it right at once)
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

after(() => terminateOcr());

const corpus = path.join(corporaDir, 'sroie-receipts-by-vendor');
const file = (id: string) => new Uint8Array(readFileSync(path.join(corpus, 'img', `${id}.jpg`)));
const key = (id: string) =>
  JSON.parse(readFileSync(path.join(corpus, 'key', `${id}.json`), 'utf8')) as Record<string, string>;

// Gardenia: learned on 329, applied to 332, whose page reads "I.OT 3, JALAN PELABUR 23/1," for "LOT 3, ..."
test(
  'an address no block reading gets right is read row by row, each row by the variant that reads it as printed',
  { skip: corporaSkip() },
  async () => {
    const read = async (id: string) => (await extractDocument(file(id), { fileName: `${id}.jpg` })).document!;
    const address = key('329').address!;
    const template = learnTemplate(await read('329'), { fields: { address } });
    const doc = await read('332');
    const applied = applyTemplate(template, doc);
    assert.notEqual(applied.fields.address!.value, address);
    const again = await rereadWeakFields(template, doc, applied, async () => (await loadImageFile(file('332')))[0]);
    assert.equal(again.fields.address!.value, address);
  },
);
