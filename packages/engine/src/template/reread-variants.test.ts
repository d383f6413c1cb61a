/**
 * Golden test on real receipts of the shared SROIE corpus (read in place, never copied): a vendor name whose
 * reading runs into the registration number printed after it is delivered as the sample prints it, and the
 * re-read over every variant (other scales, binarised crops) keeps it.
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
import { REREAD_VARIANTS, rereadWeakFields } from './reread-fields.ts';

after(() => terminateOcr());

const corpus = path.join(corporaDir, 'sroie-receipts-by-vendor');
const file = (id: string) => new Uint8Array(readFileSync(path.join(corpus, 'img', `${id}.jpg`)));
const key = (id: string) =>
  JSON.parse(readFileSync(path.join(corpus, 'key', `${id}.json`), 'utf8')) as Record<string, string>;

// Gardenia: learned on 329, applied to 332. Until session 30 the page read "SDN BELD" and only a later re-read variant
// read the name as printed; the combined OCR now reads "GARDENIA BAKERIES(KL)SDNBHD(139386X)", the registration number
// run into the name, which the template cuts off (glued-brackets.ts). The re-read must keep that right value.
test(
  'a registration number read into the vendor name is cut off, and the re-read over every variant keeps it',
  { skip: corporaSkip() },
  async () => {
    const read = async (id: string) => (await extractDocument(file(id), { fileName: `${id}.jpg` })).document!;
    const sample = key('329');
    const template = learnTemplate(await read('329'), {
      fields: { company: sample.company!, address: sample.address! },
    });
    const doc = await read('332');
    const applied = applyTemplate(template, doc);
    assert.equal(applied.fields.company!.value, 'GARDENIA BAKERIES (KL) SDN BHD');
    assert.equal(applied.fields.company!.source, 'corrected');
    assert.match(applied.fields.company!.readAs ?? '', /\(\d{5,}/, 'the page reading is kept, number and all');
    const imageOf = async () => (await loadImageFile(file('332')))[0];
    const all = await rereadWeakFields(template, doc, applied, imageOf, { variants: REREAD_VARIANTS });
    assert.equal(all.fields.company!.value, 'GARDENIA BAKERIES (KL) SDN BHD');
  },
);
