import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { pdfjsHooks } from './pdfjs-hooks.ts';

/** Real PDFs with embedded TrueType fonts and their own ToUnicode maps (a water report, an NDA). */
const DOCS = [
  'tabula-water-reports/pdfs/ES013015-0015.ac.pdf',
  'kleister-nda/documents/a87ebed40675b7ed9c2d4a0721abbefb.pdf',
];

test(
  'a text pass that skips repairing TrueType programs reads every word as the repaired fonts give it',
  {
    skip: corporaSkip(),
  },
  async () => {
    const check = pdfjsHooks.textNeedsNoFontProgram;
    try {
      for (const rel of DOCS) {
        const bytes = new Uint8Array(await readFile(path.join(corporaDir, rel)));
        let skipped = 0;
        pdfjsHooks.textNeedsNoFontProgram = (file, properties) => {
          const skip = check(file, properties);
          if (skip) skipped++;
          return skip;
        };
        const fast = await extractDocument(bytes, { ocr: false, fileName: path.basename(rel) });
        pdfjsHooks.textNeedsNoFontProgram = () => false;
        const repaired = await extractDocument(bytes, { ocr: false, fileName: path.basename(rel) });
        assert.ok(skipped > 0, `${rel}: no font program was skipped, so this test checks nothing`);
        assert.equal(fast.status, 'success', rel);
        assert.ok(
          fast.document!.pages.some((p) => p.words.length > 50),
          `${rel} has text`,
        );
        assert.deepEqual({ ...fast, timings: {} }, { ...repaired, timings: {} }, rel);
      }
    } finally {
      pdfjsHooks.textNeedsNoFontProgram = check;
    }
  },
);
