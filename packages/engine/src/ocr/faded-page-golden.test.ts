/**
 * Golden test on a faded thermal receipt of the shared SROIE corpus (read in place, never copied):
 * the grey reading of 505 loses its date line; the second, binarised reading of a faded page keeps it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { loadImageFile } from './load-image-file.ts';
import { recognizePageImage } from './recognize-page-image.ts';
import { terminateOcr } from './tesseract-pool.ts';

// Tesseract alone: the second, binarised reading of a faded page is a step of the Tesseract path (the default `combined`
// engine reads the date line through PP-OCR as well)
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

after(() => terminateOcr());

test(
  'a faded receipt is read binarised too, and the reading that is surer of more words keeps the date line',
  { skip: corporaSkip() },
  async () => {
    const bytes = readFileSync(path.join(corporaDir, 'sroie-receipts-by-vendor', 'img', '505.jpg'));
    const [image] = await loadImageFile(new Uint8Array(bytes));
    const read = await recognizePageImage(image!);
    assert.ok(
      read.words.some((w) => w.text.includes('13/07/2017')),
      read.words.map((w) => w.text).join(' '),
    );
  },
);
