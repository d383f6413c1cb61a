import assert from 'node:assert/strict';
import { test } from 'node:test';
import { templateSchema } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, type TestPage } from '../testing/make-pdf.ts';
import { applyTemplate } from './apply-template.ts';
import { learnTemplate } from './learn-template.ts';

interface Report {
  id: string;
  date: string;
  by: string | null;
  rows: string[][];
  dx?: number;
  dy?: number;
  scale?: number;
  extraTop?: boolean;
}

/** A lab-report-like page: a header block of labels and values, a results table, a footer. */
function reportPage(r: Report): TestPage {
  const s = r.scale ?? 1,
    dx = r.dx ?? 0,
    dy = (r.dy ?? 0) + (r.extraTop ? 30 : 0);
  const t = (x: number, y: number, text: string) => ({ x: (x + dx) * s, y: (y + dy) * s, text, size: 10 * s });
  const texts = [
    t(60, 60, 'Certificate of Analysis'),
    ...(r.extraTop ? [t(60, 45 - 30, 'AMENDED REPORT - supersedes the earlier one')] : []),
    t(60, 100, 'Sample ID:'),
    t(160, 100, r.id),
    t(330, 100, 'Date Collected:'),
    t(430, 100, r.date),
    t(60, 116, 'Collected By:'),
    ...(r.by ? [t(160, 116, r.by)] : []),
    t(60, 160, 'Analyte'),
    t(220, 160, 'Result'),
    t(340, 160, 'Unit'),
    ...r.rows.flatMap((row, i) => [
      t(60, 178 + i * 14, row[0]!),
      t(224, 178 + i * 14, row[1]!),
      t(340, 178 + i * 14, row[2]!),
    ]),
    t(60, 178 + r.rows.length * 14 + 40, 'Report Date:'),
    t(160, 178 + r.rows.length * 14 + 40, '02/19/2013'),
  ];
  return { width: 612 * s, height: 792 * s, texts };
}

const extract = async (r: Report) => (await extractDocument(await makePdf([reportPage(r)]))).document!;
const values = {
  fields: {
    sample_id: 'ES-0020001',
    date_collected: '01/28/13',
    collected_by: 'R. Whisnant',
    report_date: '02/19/2013',
  },
  tables: [{ columns: { analyte: 'Analyte', result: 'Result', unit: 'Unit' } }],
};
const sampleRows = [
  ['Arsenic', '< 0.005', 'mg/L'],
  ['Barium', '0.1', 'mg/L'],
];

test('learn locates each mapped value and records its label as anchor; the template is valid JSON for the server', async () => {
  const tpl = learnTemplate(
    await extract({ id: 'ES-0020001', date: '01/28/13', by: 'R. Whisnant', rows: sampleRows }),
    values,
  );
  templateSchema.parse(JSON.parse(JSON.stringify(tpl)));
  assert.deepEqual(tpl.warnings, []);
  assert.deepEqual(
    tpl.fields.map((f) => [f.name, f.anchors[0]?.text]),
    [
      ['sample_id', 'Sample ID:'],
      ['date_collected', 'Date Collected:'],
      ['collected_by', 'Collected By:'],
      ['report_date', 'Report Date:'],
    ],
  );
  assert.deepEqual(
    tpl.tables[0]!.columns.map((c) => c.header),
    ['Analyte', 'Result', 'Unit'],
  );
  assert.equal(tpl.tables[0]!.endAnchor, 'Report Date:');
});

test('apply reads a shifted, scaled document with more table rows and extra lines', async () => {
  const tpl = learnTemplate(
    await extract({ id: 'ES-0020001', date: '01/28/13', by: 'R. Whisnant', rows: sampleRows }),
    values,
  );
  const rows = [
    ['Calcium', '41', 'mg/L'],
    ['Chloride', '15.00', 'mg/L'],
    ['Total Hardness', '150', 'mg/L'],
    ['pH', '7.3', 'N/A'],
  ];
  const doc = await extract({
    id: 'ES-0131001',
    date: '02/11/13',
    by: 'Jason Conrad',
    rows,
    dx: 25,
    dy: 18,
    scale: 1.2,
    extraTop: true,
  });
  const out = applyTemplate(tpl, doc);
  assert.equal(out.fields.sample_id!.value, 'ES-0131001');
  assert.equal(out.fields.date_collected!.value, '02/11/13');
  assert.equal(out.fields.collected_by!.value, 'Jason Conrad');
  assert.equal(out.fields.report_date!.value, '02/19/2013');
  assert.deepEqual(
    out.tables[0]!.rows.map((r) => [r.analyte, r.result, r.unit]),
    rows,
  );
  assert.ok(out.confidence > 0.8);
});

test('a field whose value is absent is reported missing, never guessed', async () => {
  const tpl = learnTemplate(
    await extract({ id: 'ES-0020001', date: '01/28/13', by: 'R. Whisnant', rows: sampleRows }),
    values,
  );
  const out = applyTemplate(tpl, await extract({ id: 'ES-0099001', date: '03/01/13', by: null, rows: sampleRows }));
  assert.deepEqual(out.fields.collected_by, { value: null, confidence: 0, page: null, polygon: null, missing: true });
  assert.equal(out.fields.sample_id!.value, 'ES-0099001');
});

test('a value that is not on the sample is a learn warning and applies as missing', async () => {
  const tpl = learnTemplate(
    await extract({ id: 'ES-0020001', date: '01/28/13', by: 'R. Whisnant', rows: sampleRows }),
    { fields: { po: 'PO-NOT-PRINTED' } },
  );
  assert.equal(tpl.warnings.length, 1);
  const out = applyTemplate(tpl, await extract({ id: 'ES-1', date: '01/01/13', by: 'X', rows: sampleRows }));
  assert.equal(out.fields.po!.missing, true);
});
