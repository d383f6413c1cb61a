import { readFileSync } from 'node:fs';
import { applyTemplate, extractDocument, learnTemplate, parseAmount, parseDate } from '@paperbridge/engine';
import type { DocumentModel } from '@paperbridge/contracts';
import { pct, ws, type BenchTable } from './bench-utils.ts';
import { loadFxSeries, type FxTruth } from './fx-truth.ts';
import { headline } from './headlines.ts';

/**
 * Issue 28: a template learned from ONE printed Factur-X invoice (values given as the sample prints them) and applied
 * to the rest of the series, each value against the invoice's CII twin. The sample is the series' plain invoice with a
 * due date; every other invoice of the series keeps the same layout with longer or shorter totals blocks, credit
 * notes and corrections, values inside title lines.
 */
const SAMPLE = process.env.FX_TEMPLATE_SAMPLE ?? 'EN16931_Einfach_DueDate';

type Kind = 'text' | 'date' | 'amount';
interface FieldSpec {
  name: string;
  kind: Kind;
  truth: (t: FxTruth) => string | number | undefined;
}

const FIELDS: FieldSpec[] = [
  { name: 'Invoice Number', kind: 'text', truth: (t) => t.invoiceNumber },
  { name: 'Issue Date', kind: 'date', truth: (t) => t.issueDate },
  { name: 'Due Date', kind: 'date', truth: (t) => t.dueDate },
  { name: 'Buyer', kind: 'text', truth: (t) => t.buyerName },
  { name: 'Net Total', kind: 'amount', truth: (t) => t.netTotal },
  { name: 'Tax Total', kind: 'amount', truth: (t) => t.taxTotal },
  { name: 'Grand Total', kind: 'amount', truth: (t) => t.grandTotal },
];

/** As a German invoice prints it: "05.03.2018", "1.234,56". */
function printed(kind: Kind, v: string | number): string {
  if (kind === 'date') {
    const [y, m, d] = String(v).split('-');
    return `${d}.${m}.${y}`;
  }
  if (kind === 'amount')
    return Number(v).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return ws(String(v));
}

export function fxValueRight(kind: Kind, got: string | null | undefined, want: string | number): boolean {
  if (!got?.trim()) return false;
  if (kind === 'date') {
    const p = parseDate(got, 'DMY');
    return p.ok && p.iso === want;
  }
  if (kind === 'amount') {
    const p = parseAmount(got, ',');
    return p.ok && Math.abs(p.value - Number(want)) < 0.005;
  }
  return ws(got) === ws(String(want));
}

export async function runFxTemplateBench(): Promise<BenchTable> {
  const title = 'FX series: template learned from one invoice, applied to the others (issue 28)';
  const series = loadFxSeries();
  if (!series?.length) return { title, rows: [['skipped', 'einvoices/XML-Rechnung not beside the checkout']] };
  const docs = new Map<string, DocumentModel>();
  for (const t of series) {
    const r = await extractDocument(new Uint8Array(readFileSync(t.pdf)));
    if (r.document) docs.set(t.name, r.document);
  }
  const main = evaluate(series, docs, SAMPLE);
  const rows: [string, string][] = [
    [
      'sample',
      `${SAMPLE} (${main.mapped} fields mapped; warnings: ${main.warnings.length ? main.warnings.join('; ') : 'none'})`,
    ],
  ];
  for (const [name, s] of main.per) {
    rows.push([
      name,
      `${s.right}/${s.of} = ${pct(s.of ? s.right / s.of : 0)}${s.wrongConfident ? `, ${s.wrongConfident} wrong at ≥ 90%` : ''}${s.spurious ? `, ${s.spurious} read where the invoice has none` : ''}`,
    ]);
  }
  const { right, of, wrongConfident, readWhereNone } = main;
  rows.push([
    'all fields',
    `${right}/${of} = ${pct(of ? right / of : 0)} (target ≥ 98%); wrong at ≥ 90% confidence: ${wrongConfident}; read where the invoice has none: ${readWhereNone}`,
  ]);
  headline('fx-template', {
    measure: 'FX template fields right, learn on one (issue 28)',
    figure: `${pct(of ? right / of : 0)} (${right}/${of})`,
    target: '≥ 98%',
  });
  // the same with each invoice of the series as the sample in turn: a figure that does not hang on one choice
  const each = series.filter((t) => docs.has(t.name)).map((t) => ({ name: t.name, e: evaluate(series, docs, t.name) }));
  const share = (e: Evaluation) => (e.of ? e.right / e.of : 0);
  const sorted = [...each].sort((a, b) => share(a.e) - share(b.e));
  const sum = each.reduce(
    (n, x) => ({
      right: n.right + x.e.right,
      of: n.of + x.e.of,
      wrong: n.wrong + x.e.wrongConfident,
      none: n.none + x.e.readWhereNone,
    }),
    { right: 0, of: 0, wrong: 0, none: 0 },
  );
  rows.push([
    'each as sample',
    `${each.length} templates: pooled ${sum.right}/${sum.of} = ${pct(sum.of ? sum.right / sum.of : 0)}; worst ${sorted[0] ? `${pct(share(sorted[0].e))} (${sorted[0].name})` : '-'}, median ${sorted.length ? pct(share(sorted[Math.floor(sorted.length / 2)]!.e)) : '-'}; wrong at ≥ 90%: ${sum.wrong}; read where none: ${sum.none}`,
  ]);
  if (main.notPrinted.length)
    rows.push([
      'left out',
      `${main.notPrinted.length} CII values the printed page does not show: ${main.notPrinted.join('; ')}`,
    ]);
  const notes = [...main.misses, ...main.spurious];
  return {
    title,
    rows,
    notes: process.env.BENCH_VERBOSE
      ? notes
      : notes.slice(0, 12).concat(notes.length > 12 ? [`… ${notes.length - 12} more (BENCH_VERBOSE=1)`] : []),
  };
}

interface FieldScore {
  right: number;
  of: number;
  wrongConfident: number;
  spurious: number;
}
interface Evaluation {
  mapped: number;
  warnings: string[];
  per: Map<string, FieldScore>;
  right: number;
  of: number;
  wrongConfident: number;
  readWhereNone: number;
  misses: string[];
  spurious: string[];
  notPrinted: string[];
}

/** A template learned from one invoice of the series (its values as printed), applied to every other one. */
function evaluate(series: FxTruth[], docs: Map<string, DocumentModel>, sampleName: string): Evaluation {
  const sample = series.find((t) => t.name === sampleName)!;
  const fields: Record<string, string> = {};
  for (const f of FIELDS) {
    const v = f.truth(sample);
    if (v !== undefined && v !== '' && printsValue(docs.get(sampleName)!, f.kind, v))
      fields[f.name] = printed(f.kind, v);
  }
  const template = learnTemplate(docs.get(sampleName)!, { fields });
  const per = new Map(FIELDS.map((f) => [f.name, { right: 0, of: 0, wrongConfident: 0, spurious: 0 }]));
  const misses: string[] = [],
    spurious: string[] = [],
    notPrinted: string[] = [];
  for (const t of series) {
    if (t.name === sampleName) continue;
    const doc = docs.get(t.name);
    const applied = doc ? applyTemplate(template, doc).fields : {};
    for (const f of FIELDS) {
      // a field the sample does not have was not mapped: nothing to judge
      if (!(f.name in fields)) continue;
      const want = f.truth(t);
      const got = applied[f.name];
      const s = per.get(f.name)!;
      if (want === undefined || want === '') {
        if (got?.value) {
          s.spurious++;
          spurious.push(
            `${t.name} ${f.name}: read ${JSON.stringify(got.value)} (${Math.round(got.confidence * 100)}%) where the CII has none`,
          );
        }
        continue;
      }
      // the XRECHNUNG pages print the dates of the older EN16931 samples while their CII was re-dated: a template
      // reads the page, so a value the page does not print is left out of the figure and listed
      if (doc && !printsValue(doc, f.kind, want)) {
        notPrinted.push(`${t.name} ${f.name} ${JSON.stringify(printed(f.kind, want))}`);
        continue;
      }
      s.of++;
      if (fxValueRight(f.kind, got?.value, want)) s.right++;
      else {
        if ((got?.confidence ?? 0) >= 0.9) s.wrongConfident++;
        misses.push(
          `${t.name} ${f.name}: read ${JSON.stringify(got?.value ?? null)} (${Math.round((got?.confidence ?? 0) * 100)}%), truth ${JSON.stringify(printed(f.kind, want))}`,
        );
      }
    }
  }
  const scores = [...per.values()];
  return {
    mapped: Object.keys(fields).length,
    warnings: template.warnings,
    per,
    right: scores.reduce((n, x) => n + x.right, 0),
    of: scores.reduce((n, x) => n + x.of, 0),
    wrongConfident: scores.reduce((n, x) => n + x.wrongConfident, 0),
    readWhereNone: scores.reduce((n, x) => n + x.spurious, 0),
    misses,
    spurious,
    notPrinted,
  };
}

/** Whether the page's text shows the value: a date in any order the parser reads, an amount by value, text whole. */
function printsValue(doc: DocumentModel, kind: Kind, want: string | number): boolean {
  const words = doc.pages.flatMap((p) => p.words.map((w) => w.text));
  if (kind === 'date') return words.some((w) => fxValueRight('date', w, want));
  if (kind === 'amount') return words.some((w) => fxValueRight('amount', w, want));
  const flat = (x: string) => x.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return flat(words.join(' ')).includes(flat(String(want)));
}
