/**
 * Golden test on real receipts of the shared SROIE corpus (read in place, never copied): a vendor name no
 * reading of its whole line gets right is read right word by word.
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

// Tesseract alone: the subject is a name the page reading gets wrong and the re-read gets right; that page reading is
// Tesseract's (the default `combined` engine reads 076's name differently)
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

after(() => terminateOcr());

const corpus = path.join(corporaDir, 'sroie-receipts-by-vendor');
const file = (id: string) => new Uint8Array(readFileSync(path.join(corpus, 'img', `${id}.jpg`)));
const key = (id: string) =>
  JSON.parse(readFileSync(path.join(corpus, 'key', `${id}.json`), 'utf8')) as Record<string, string>;

// LIAN HING: learned on 073, applied to 076, whose page reads "WAN HING STATIONERY SDN BHD"
test(
  'a vendor name no line reading gets right is read word by word, taken only when it then reads as the sample',
  { skip: corporaSkip() },
  async () => {
    const read = async (id: string) => (await extractDocument(file(id), { fileName: `${id}.jpg` })).document!;
    const company = key('073').company!;
    const template = learnTemplate(await read('073'), { fields: { company } });
    const doc = await read('076');
    const applied = applyTemplate(template, doc);
    assert.equal(applied.fields.company!.value, 'WAN HING STATIONERY SDN BHD');
    const again = await rereadWeakFields(template, doc, applied, async () => (await loadImageFile(file('076')))[0]);
    assert.equal(again.fields.company!.value, company);
  },
);
