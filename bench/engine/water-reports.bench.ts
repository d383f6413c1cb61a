import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applyTemplate, extractDocument, learnTemplate } from '@paperbridge/engine';
import { corpus, parseCsv, pct, ws, type BenchTable } from './bench-utils.ts';
import { reliabilityTable, type ScoredValue } from './reliability-table.ts';

export const SAMPLE = 'ES013013-0020.ac';
const LABELS = [
  'StarLiMS ID',
  'Inorganic ID',
  'Date Collected',
  'Time Collected',
  'Date Received',
  'Collected By',
  'Sample Type',
  'Sampling Point',
  'Well Permit #',
  'Report Date',
  'Reported By',
];
export const FIELDS: Record<string, string> = {
  starlims_id: 'StarLiMS ID',
  date_collected: 'Date Collected',
  time_collected: 'Time Collected',
  date_received: 'Date Received',
  collected_by: 'Collected By',
  sample_type: 'Sample Type',
  sampling_point: 'Sampling Point',
  report_date: 'Report Date',
  reported_by: 'Reported By',
};
const COLUMNS = { analyte: 'Analyte', result: 'Result', limit: 'Allowable Limit', unit: 'Unit' };

/** Label → value from the header CSV: its rows joined, split at the known labels ("Date Collected: 01/15/15"). */
export function headerValues(csv: string): Record<string, string> {
  const text = parseCsv(csv)
    .map((r) => r.join(' '))
    .join(' \n ');
  const out: Record<string, string> = {};
  const re = new RegExp(`(${LABELS.map((l) => l.replace(/[#]/g, '\\#')).join('|')}):`, 'g');
  const hits = [...text.matchAll(re)];
  hits.forEach((m, i) => {
    const end = hits[i + 1]?.index ?? text.length;
    out[m[1]!] = ws(text.slice(m.index! + m[0].length, end).split('\n')[0]);
  });
  return out;
}

/** Water reports: learn on one report with its expected CSV values, apply to the nine others, cell accuracy vs the CSVs. */
export async function runWaterBench(): Promise<BenchTable | BenchTable[]> {
  const dir = corpus('tabula-water-reports');
  if (!dir) return { title: 'Water reports (template)', rows: [['skipped', 'corpus folder missing']] };
  const read = async (n: string) =>
    (await extractDocument(new Uint8Array(await readFile(path.join(dir, 'pdfs', `${n}.pdf`))))).document!;
  const csv = (kind: string, n: string) => {
    const f = path.join(dir, kind, `${n}.csv`);
    return existsSync(f) ? readFile(f, 'utf8') : Promise.resolve(null);
  };
  const sampleHeader = headerValues((await csv('expected_header_and_table', SAMPLE))!);
  const template = learnTemplate(await read(SAMPLE), {
    fields: Object.fromEntries(
      Object.entries(FIELDS)
        .map(([k, l]) => [k, sampleHeader[l]!])
        .filter(([, v]) => v),
    ),
    tables: [{ columns: COLUMNS }],
  });
  let cells = 0,
    right = 0,
    fieldCells = 0,
    fieldRight = 0,
    docs = 0;
  const reliability: ScoredValue[] = [];
  const misses: string[] = [];
  for (const f of (await import('node:fs'))
    .readdirSync(path.join(dir, 'pdfs'))
    .filter((x) => x.endsWith('.pdf'))
    .map((x) => x.slice(0, -4))
    .sort()) {
    if (f === SAMPLE) continue;
    docs++;
    const out = applyTemplate(template, await read(f));
    const table = await csv('expected_analyte_table', f);
    const header = await csv('expected_header_and_table', f);
    // the analyte table: expected from its own CSV, or (no CSV) from the header+table CSV's rows between Analyte and Report Date
    let expected: string[][] | null = table ? parseCsv(table).map((r) => r.slice(0, 4).map(ws)) : null;
    if (!expected && header) {
      const rows = parseCsv(header);
      const a = rows.findIndex((r) => r[0] === 'Analyte'),
        b = rows.findIndex((r) => r[0]?.startsWith('Report Date'));
      expected =
        a >= 0
          ? rows.slice(a + 1, b).map((r) =>
              r
                .filter((_, i) => i !== 1)
                .slice(0, 4)
                .map(ws),
            )
          : [];
    }
    const got = (out.tables[0]?.rows ?? []).map((r) => [r.analyte, r.result, r.limit, r.unit].map((v) => ws(v)));
    const n = Math.max(expected?.length ?? 0, got.length);
    for (let i = 0; i < n; i++) {
      for (let c = 0; c < 4; c++) {
        cells++;
        const e = expected?.[i]?.[c] ?? '(no row)',
          g = got[i]?.[c] ?? '(no row)';
        if (e === g) right++;
        else misses.push(`${f} row ${i + 1} col ${c + 1}: expected "${e}" got "${g}"`);
      }
    }
    if (header) {
      const hv = headerValues(header);
      for (const [k, label] of Object.entries(FIELDS)) {
        if (!(label in hv)) continue;
        fieldCells++;
        const g = ws(out.fields[k]?.value);
        if (out.fields[k] && !out.fields[k].missing)
          reliability.push({ confidence: out.fields[k].confidence, right: g === hv[label] });
        if (g === hv[label]) fieldRight++;
        else misses.push(`${f} field ${k}: expected "${hv[label]}" got "${g}"`);
      }
    }
  }
  return [
    {
      title: 'Water reports (learn on 1, apply to 9)',
      rows: [
        ['documents', String(docs)],
        ['table cells correct', `${right}/${cells} = ${pct(cells ? right / cells : 0)}`],
        ['header fields correct', `${fieldRight}/${fieldCells} = ${pct(fieldCells ? fieldRight / fieldCells : 0)}`],
        ['all cells correct', pct((right + fieldRight) / Math.max(1, cells + fieldCells))],
      ],
      notes: [`template learned on ${SAMPLE} from its CSV values`, ...misses.slice(0, 15)],
    },
    reliabilityTable("Water reports: reliability of the header fields' reported confidence (text layer)", reliability),
  ];
}
