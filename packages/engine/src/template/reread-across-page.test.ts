/**
 * Golden test on real receipts of the shared SROIE corpus (read in place, never copied): a vendor name whose
 * first letters the page reading dropped is read again across the page's width, not only where the kept words lie.
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

// Tesseract alone: the subject is fixed text whose letters the page reading drops and the re-read finds; that page
// reading is Tesseract's (the default `combined` engine reads the letters at once)
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

after(() => terminateOcr());

const corpus = path.join(corporaDir, 'sroie-receipts-by-vendor');
const file = (id: string) => new Uint8Array(readFileSync(path.join(corpus, 'img', `${id}.jpg`)));
const key = (id: string) =>
  JSON.parse(readFileSync(path.join(corpus, 'key', `${id}.json`), 'utf8')) as Record<string, string>;

// ADVANCO: learned on 092, applied to 213, whose page reads "NCO COMPANY" (the logo-sized "ADVA" is not read)
test(
  'fixed text on one line is read again across the page, so letters the page reading dropped are read',
  { skip: corporaSkip() },
  async () => {
    const read = async (id: string) => (await extractDocument(file(id), { fileName: `${id}.jpg` })).document!;
    const template = learnTemplate(await read('092'), { fields: { company: key('092').company! } });
    const doc = await read('213');
    const applied = applyTemplate(template, doc);
    assert.equal(applied.fields.company!.value, 'NCO COMPANY');
    const again = await rereadWeakFields(template, doc, applied, async () => (await loadImageFile(file('213')))[0]);
    assert.equal(again.fields.company!.value, 'ADVANCO COMPANY');
    assert.equal(again.fields.company!.source, undefined);
  },
);
