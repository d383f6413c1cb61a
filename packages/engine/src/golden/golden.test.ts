import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { extractDocument } from '../pipeline/extract-document.ts';
import { applyTemplate } from '../template/apply-template.ts';
import { learnTemplate } from '../template/learn-template.ts';
import { corporaDir, corporaSkip } from '../testing/corpora.ts';
import { assertGolden } from './golden-files.ts';
import { summariseResult } from './summarise-document.ts';

/** A few real documents from the shared corpora, pinned as golden outputs (see golden-files.ts to regenerate). */
const DOCS = {
  'water-ES013013-0020': 'tabula-water-reports/pdfs/ES013013-0020.ac.pdf',
  'icdar-eu-004': 'icdar2013-tables/competition-dataset-eu/eu-004.pdf',
  'invoice-coolblue1': 'invoice2data-compare/coolblue1.pdf',
};

const skip = corporaSkip();
const load = async (rel: string) => new Uint8Array(await readFile(path.join(corporaDir, rel)));

for (const [name, rel] of Object.entries(DOCS)) {
  test(`golden: extract ${name}`, { skip }, async () => {
    assertGolden(
      `extract-${name}`,
      summariseResult(await extractDocument(await load(rel), { fileName: path.basename(rel) })),
    );
  });
}

test('golden: a template learned on one water report reads another', { skip }, async () => {
  const sample = await extractDocument(await load('tabula-water-reports/pdfs/ES013013-0020.ac.pdf'));
  const template = learnTemplate(sample.document!, {
    fields: {
      date_collected: '01/28/13',
      collected_by: 'R. Whisnant',
      report_date: '02/19/2013',
      reported_by: 'Debbie Moncol',
    },
    tables: [{ columns: { analyte: 'Analyte', result: 'Result', limit: 'Allowable Limit', unit: 'Unit' } }],
  });
  const other = await extractDocument(await load('tabula-water-reports/pdfs/ES013014-0006.ac.pdf'));
  const applied = applyTemplate(template, other.document!);
  assertGolden('apply-water-ES013014-0006', {
    fields: Object.fromEntries(Object.entries(applied.fields).map(([k, v]) => [k, v.value])),
    tables: applied.tables.map((t) => t.rows),
  });
});
