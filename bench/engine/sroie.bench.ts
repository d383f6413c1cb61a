/**
 * SROIE receipts benchmark for the OCR stage (not a test; prints figures).
 *
 * (a) OCR quality and speed: character error rate (CER) of our pipeline
 *     (with the default fast model and with best_int) and of the native
 *     `tesseract` CLI (PSM 3, same images), seconds per page serially and
 *     with 2 native processes in parallel, CPU seconds per page.
 * (b) Per-step gain: CER and time with each preparation step switched off.
 * (c) Template field accuracy: per vendor group, learn on the first receipt
 *     with its key/<id>.json values, apply to the others, exact match per
 *     field after whitespace normalisation.
 *
 * CER: reference = the box/<id>.csv transcripts, hypothesis = the OCR words;
 * both are put in line order (rows top to bottom, items left to right, see
 * packages/engine/src/ocr/character-error-rate.ts), whitespace collapsed,
 * case kept; CER = Levenshtein distance / reference length, averaged over
 * receipts. "Word recall" = share of reference words (whitespace tokens)
 * found among the OCR words (multiset).
 *
 * Env: SROIE_LIMIT=N uses the first N receipts of manifest.csv (grouped by
 * vendor, 6 per vendor, so N=12 is two vendors); SROIE_STEP_LIMIT (default
 * 24) bounds the receipts of the per-step table; SROIE_PARTS=a,b,c picks parts; SROIE_ENGINES=combined,tesseract,ppocr
 * (default all three, the default engine first) the OCR engines of part (c);
 * SROIE_MODEL_CACHE=dir keeps part (c)'s document models (see extractCached).
 * Run alone: node --import tsx bench/engine/sroie.bench.ts
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  characterErrorRate,
  lineOrderedText,
  parseSroieBoxes,
  type TextItem,
} from '../../packages/engine/src/ocr/character-error-rate.ts';
import {
  DEFAULT_OCR_STEPS,
  loadImageFile,
  recognizePageImage,
  terminateOcr,
  type OcrOptions,
} from '../../packages/engine/src/ocr/index.ts';
import { DEFAULT_OCR_ENGINE, OCR_ENGINES } from '../../packages/engine/src/ocr/ocr-engine.ts';
import type { OcrEngineName } from '../../packages/engine/src/ocr/ocr.types.ts';
import { printTable as printBenchTable, spread } from './bench-utils.ts';
import { headline } from './headlines.ts';
import { atOrAbove, reliabilityTable, type ScoredValue } from './reliability-table.ts';
import { sameValue, type FieldKind } from '../trust/compare-values.ts';
import { parseTsv } from '../../packages/engine/src/ocr/read-tesseract-words.ts';
import { defaultPoolSize } from '../../packages/engine/src/ocr/tesseract-pool.ts';
import { ocrModel } from '../../packages/engine/src/ocr/traineddata.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const corpusDir = path.resolve(repoRoot, '../shared/corpora/sroie-receipts-by-vendor');

interface Receipt {
  id: string;
  group: string;
  image: string;
  boxes: string;
  key: string;
}
interface Table {
  title: string;
  head: string[];
  rows: string[][];
  notes?: string[];
}

const FIELDS = ['company', 'date', 'address', 'total'] as const;
const KINDS: Record<(typeof FIELDS)[number], FieldKind> = {
  company: 'text',
  date: 'date',
  address: 'text',
  total: 'amount',
};

/** The reliability table of the delivered values' confidences, and the issue's headline figure. */
function sroieReliability(points: ScoredValue[]) {
  const high = atOrAbove(points, 0.9);
  headline('sroie-reliability', {
    measure:
      'SROIE delivered values reported ≥ 90% confident (apply + re-read; in-sample, the calibration was fitted on them)',
    figure: `${high.values} of ${points.length}, right ${pct(high.share)}`,
    target: '≥ 97% right',
  });
  return reliabilityTable(
    'SROIE reliability of the reported confidence (apply + re-read; values delivered, not missing)',
    points,
    [
      'right: dates as days, totals as amounts, text in any case (bench/trust/compare-values.ts); the model was fitted on these receipts, so this is in-sample: `node --import tsx bench/engine/fit-calibration.ts` prints the cross-validated table',
    ],
  );
}

export async function runSroieBench(): Promise<void> {
  if (!existsSync(path.join(corpusDir, 'manifest.csv'))) {
    console.log(`\n## SROIE receipts (OCR)\n  skipped: corpus not found at ${corpusDir}`);
    return;
  }
  const receipts = readManifest();
  const parts = (process.env.SROIE_PARTS ?? 'a,b,c').split(',');
  // Each table is printed as soon as it is measured: a full run takes a while.
  try {
    if (parts.includes('a')) printTable(await ocrTable(receipts));
    if (parts.includes('b')) {
      const limit = Number(process.env.SROIE_STEP_LIMIT) || 24;
      printTable(await stepTable(spread(receipts, limit)));
    }
    if (parts.includes('c')) {
      // issue 23: the template figure with each OCR engine beside the default one (SROIE_ENGINES, default all three)
      const engines = (
        process.env.SROIE_ENGINES ??
        `${DEFAULT_OCR_ENGINE},${OCR_ENGINES.filter((e) => e !== DEFAULT_OCR_ENGINE).join(',')}`
      ).split(',') as OcrEngineName[];
      const before = process.env.PAPERBRIDGE_OCR_ENGINE;
      try {
        for (const engine of engines) {
          process.env.PAPERBRIDGE_OCR_ENGINE = engine;
          const reliability: ScoredValue[] = [];
          printTable(await templateTable(receipts, engine, reliability));
          // the confidences are calibrated on the default engine's readings
          if (engine === DEFAULT_OCR_ENGINE) printBenchTable(sroieReliability(reliability));
        }
      } finally {
        if (before === undefined) delete process.env.PAPERBRIDGE_OCR_ENGINE;
        else process.env.PAPERBRIDGE_OCR_ENGINE = before;
      }
    }
  } finally {
    await terminateOcr();
  }
}

// ---------------------------------------------------------------- (a)

interface RunFigures {
  cer: number[];
  recall: number[];
  wall: number;
  cpu: number;
  pages: number;
  orientationChecks?: number;
}

/** Run with another recognition model (read when a worker starts, so the pool is restarted around it). */
async function withModel<T>(model: 'fast' | 'best', run: () => Promise<T>): Promise<T> {
  const before = process.env.PAPERBRIDGE_OCR_MODEL;
  await terminateOcr();
  process.env.PAPERBRIDGE_OCR_MODEL = model;
  try {
    return await run();
  } finally {
    await terminateOcr();
    if (before === undefined) delete process.env.PAPERBRIDGE_OCR_MODEL;
    else process.env.PAPERBRIDGE_OCR_MODEL = before;
  }
}

async function ocrTable(receipts: Receipt[]): Promise<Table> {
  const workers = defaultPoolSize();
  const ours = await runOurs(receipts, {}, workers);
  const plain = await runOurs(receipts, { steps: ALL_OFF }, workers);
  const oursBest = await withModel('best', () => runOurs(receipts, {}, workers));
  // the native anchor is Debian's tesseract CLI (apt-get install tesseract-ocr): without it the rows say so and the
  // rest of the SROIE figures are still measured
  const native = existsSync('/usr/bin/tesseract');
  const nativeSerial = native ? await runNative(receipts, 1) : null;
  const nativePar = native ? await runNative(receipts, 2) : null;
  const row = (name: string, f: RunFigures | null, par: string) =>
    f ? figuresRow(name, f, par) : [name, 'not installed: apt-get install tesseract-ocr', '', '', '', par, ''];
  const figuresRow = (name: string, f: RunFigures, par: string) => [
    name,
    f3(mean(f.cer)),
    f3(median(f.cer)),
    pct(mean(f.recall)),
    (f.wall / f.pages).toFixed(2),
    par,
    (f.cpu / f.pages).toFixed(2),
  ];
  return {
    title: `SROIE OCR: ${receipts.length} receipts, ${os.availableParallelism()} cores, ${workers} tesseract.js workers`,
    head: ['system', 'CER mean', 'CER median', 'word recall', 's/page (wall)', 'parallelism', 'CPU s/page'],
    rows: [
      row(`paperbridge pipeline (default steps, ${ocrModel()} model)`, ours, `${workers} workers`),
      row('paperbridge pipeline (default steps, best model)', oursBest, `${workers} workers`),
      row(`tesseract.js, no preparation (${ocrModel()} model)`, plain, `${workers} workers`),
      row('native tesseract 5 (psm 3)', nativeSerial, '1 process'),
      row('native tesseract 5 (psm 3)', nativePar, '2 processes'),
    ],
    notes: [
      nativePar
        ? `target: CER <= native; time <= 1.2 x native with 2 processes = ${((1.2 * nativePar.wall) / nativePar.pages).toFixed(2)} s/page`
        : 'target: CER <= native (the native anchor is missing on this machine)',
      'models: fast = tessdata_fast eng (as native Debian tesseract), best = tessdata_best eng as best_int (packages/engine/src/ocr/traineddata.ts)',
      `orientation check ran on ${ours.orientationChecks} of ${ours.pages} pages (pipeline, ${ocrModel()} model)`,
      'native runs with OMP_THREAD_LIMIT=1 (one core per process); wall times include decoding the JPEG',
      'wall time is sensitive to other load on the machine; CPU s/page is not',
    ],
  };
}

const ALL_OFF: NonNullable<OcrOptions['steps']> = {
  crop: false,
  upscale: false,
  normalise: false,
  binarise: false,
  reread: false,
  orientation: false,
  deskew: false,
};

async function runOurs(receipts: Receipt[], opts: OcrOptions, concurrency: number): Promise<RunFigures> {
  const cer: number[] = [];
  const recall: number[] = [];
  // Warm the pool first so worker start-up is not billed to the first pages.
  const blank = { width: 64, height: 64, channels: 1 as const, data: new Uint8Array(64 * 64).fill(255) };
  await Promise.all(Array.from({ length: concurrency }, () => recognizePageImage(blank, opts)));
  let orientationChecks = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await mapLimit(receipts, concurrency, async (r) => {
    const [image] = await loadImageFile(readFileSync(r.image));
    const result = await recognizePageImage(image!, opts);
    if (result.timings.orientation !== undefined) orientationChecks++;
    const hyp = result.words.map((w) => ({ text: w.text, ...w.box }));
    score(r, hyp, cer, recall);
  });
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(cpu0);
  return { cer, recall, wall, cpu: (c.user + c.system) / 1e6, pages: receipts.length, orientationChecks };
}

async function runNative(receipts: Receipt[], concurrency: number): Promise<RunFigures> {
  const cer: number[] = [];
  const recall: number[] = [];
  let cpu = 0;
  const t0 = performance.now();
  await mapLimit(receipts, concurrency, async (r) => {
    const { tsv, cpuSeconds } = await nativeTesseract(r.image);
    cpu += cpuSeconds;
    score(r, parseTsv(tsv), cer, recall);
  });
  return { cer, recall, wall: (performance.now() - t0) / 1000, cpu, pages: receipts.length };
}

function nativeTesseract(image: string): Promise<{ tsv: string; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    // /usr/bin/time appends "user system" CPU seconds to stderr.
    execFile(
      '/usr/bin/time',
      ['-f', '%U %S', 'tesseract', image, '-', '--psm', '3', 'tsv'],
      {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) return reject(error);
        const last = stderr.trim().split('\n').pop() ?? '';
        const [u, s] = last.split(' ').map(Number);
        resolve({ tsv: stdout, cpuSeconds: (u ?? 0) + (s ?? 0) });
      },
    );
  });
}

function score(r: Receipt, hyp: TextItem[], cer: number[], recall: number[]): void {
  const refItems = parseSroieBoxes(readFileSync(r.boxes, 'utf8'));
  cer.push(characterErrorRate(lineOrderedText(refItems), lineOrderedText(hyp)));
  const have = new Map<string, number>();
  for (const w of hyp.flatMap((h) => h.text.split(/\s+/))) if (w) have.set(w, (have.get(w) ?? 0) + 1);
  const want = refItems.flatMap((i) => i.text.split(/\s+/)).filter(Boolean);
  let found = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  recall.push(want.length ? found / want.length : 1);
}

// ---------------------------------------------------------------- (b)

async function stepTable(receipts: Receipt[]): Promise<Table> {
  const workers = defaultPoolSize();
  const steps = ['crop', 'upscale', 'normalise', 'binarise', 'reread', 'deskew', 'orientation'] as const;
  const base = await runOurs(receipts, {}, workers);
  const line = (name: string, f: RunFigures, gain: string) => [
    name,
    f3(mean(f.cer)),
    gain,
    pct(mean(f.recall)),
    (f.wall / f.pages).toFixed(2),
    (f.cpu / f.pages).toFixed(2),
  ];
  const rows: string[][] = [line('default steps', base, '')];
  for (const step of steps) {
    // Flip one step relative to the default configuration.
    const flipped = !DEFAULT_OCR_STEPS[step];
    const f = await runOurs(receipts, { steps: { [step]: flipped } }, workers);
    const gain = flipped ? mean(base.cer) - mean(f.cer) : mean(f.cer) - mean(base.cer);
    rows.push(line(`${step} ${flipped ? 'on' : 'off'}${flipped ? ' (default off)' : ''}`, f, signed(gain)));
  }
  const none = await runOurs(receipts, { steps: ALL_OFF }, workers);
  rows.push(line('all steps off', none, ''));
  return {
    title: `SROIE per-step gain: ${receipts.length} receipts spread over the vendors (one step flipped at a time)`,
    head: ['configuration', 'CER mean', 'step gain', 'word recall', 's/page (wall)', 'CPU s/page'],
    rows,
    notes: ['"step gain" = CER with the step off minus CER with it on: positive means the step lowers the error rate'],
  };
}

// ---------------------------------------------------------------- (c)

interface TemplateApi {
  extractDocument: (bytes: Uint8Array, opts?: object) => Promise<{ status: string; document: unknown }>;
  learn: (doc: unknown, values: { fields: Record<string, string> }) => unknown;
  apply: (template: unknown, doc: unknown) => Applied;
  /** second OCR opinion on the fields read weakly (template/reread-fields.ts); absent in older engines */
  reread?: (
    template: unknown,
    doc: unknown,
    applied: Applied,
    imageOf: (page: number) => Promise<unknown>,
  ) => Promise<Applied>;
}
type Applied = { fields: Record<string, { value: string | null; confidence?: number }> };

async function loadTemplateApi(): Promise<TemplateApi | string> {
  try {
    const mod = (await import(pathToFileURL(path.join(repoRoot, 'packages/engine/src/index.ts')).href)) as Record<
      string,
      unknown
    >;
    const learn = mod.learn ?? mod.learnTemplate;
    const apply = mod.apply ?? mod.applyTemplate;
    if (typeof mod.extractDocument !== 'function' || typeof learn !== 'function' || typeof apply !== 'function') {
      return 'packages/engine/src/index.ts does not export extractDocument, learn(Template) and apply(Template) yet';
    }
    const reread =
      typeof mod.rereadWeakFields === 'function' ? (mod.rereadWeakFields as TemplateApi['reread']) : undefined;
    return {
      extractDocument: mod.extractDocument as TemplateApi['extractDocument'],
      learn: learn as TemplateApi['learn'],
      apply: apply as TemplateApi['apply'],
      reread,
    };
  } catch (error) {
    return `engine not loadable: ${(error as Error).message}`;
  }
}

async function templateTable(
  receipts: Receipt[],
  engine: OcrEngineName,
  reliability: ScoredValue[] = [],
): Promise<Table> {
  const title = `SROIE template fields, OCR engine ${engine}${engine === DEFAULT_OCR_ENGINE ? ' (the default)' : ''}: learn on the first receipt of each vendor, apply to the others`;
  const api = await loadTemplateApi();
  if (typeof api === 'string') return { title, head: ['part', 'result'], rows: [['not available', api]] };
  const groups = new Map<string, Receipt[]>();
  for (const r of receipts) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  const hits = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<(typeof FIELDS)[number], number>;
  const rereadHits = { ...hits };
  let applied = 0;
  const failures: string[] = [];
  // BENCH_VERBOSE=1 lists every miss after re-reads (the figure that counts), with the sample's annotation.
  const verbose = Boolean(process.env.BENCH_VERBOSE);
  for (const [group, members] of groups) {
    if (members.length < 2) continue;
    const docs = await mapLimit(members, 2, async (r) => extractCached(api, r, engine));
    const sample = members[0]!;
    if (!docs[0]) {
      failures.push(`${group}: sample ${sample.id} not extracted`);
      applied += members.length - 1;
      continue;
    }
    const template = api.learn(docs[0], { fields: readKey(sample) });
    for (let i = 1; i < members.length; i++) {
      applied++;
      const doc = docs[i];
      const truth = readKey(members[i]!);
      const read = doc ? api.apply(template, doc) : { fields: {} };
      const image = async () => (await loadImageFile(readFileSync(members[i]!.image)))[0];
      const again = doc && api.reread ? await api.reread(template, doc, read, image) : read;
      for (const f of FIELDS) {
        // every delivered value with its reported confidence, judged as bench:trust judges it (issue 22 point 1)
        const got = again.fields[f];
        if (truth[f]?.trim() && got && got.value !== null)
          reliability.push({ confidence: got.confidence ?? 0, right: sameValue(KINDS[f], got.value, truth[f]) });
        if (norm(again.fields[f]?.value) === norm(truth[f])) rereadHits[f]++;
        else if (verbose)
          failures.push(
            `${members[i]!.id} (${group}) ${f}: got "${norm(again.fields[f]?.value)}", want "${norm(truth[f])}", sample "${norm(readKey(sample)[f])}"`,
          );
        if (norm(read.fields[f]?.value) === norm(truth[f])) hits[f]++;
        else if (!verbose && failures.length < 12)
          failures.push(`${members[i]!.id} ${f}: got "${norm(read.fields[f]?.value)}", want "${norm(truth[f])}"`);
      }
    }
  }
  const total = (h: typeof hits) => FIELDS.reduce((s, f) => s + h[f], 0);
  const share = (n: number, of: number) => (of ? pct(n / of) : '-');
  headline(engine === DEFAULT_OCR_ENGINE ? 'sroie' : `sroie-${engine}`, {
    measure: `SROIE template fields exact, OCR ${engine} (learn on one receipt per vendor, apply + re-read on ${applied} others)`,
    figure: `${share(total(rereadHits), applied * FIELDS.length)} (${FIELDS.map((f) => `${f} ${share(rereadHits[f], applied)}`).join(', ')})`,
    // issue 23's target for this round; the goal stays 98 % (the per-field table's note)
    target: '≥ 85%',
  });
  return {
    title: `${title} (${applied} receipts)`,
    head: ['field', 'exact (apply)', 'exact (apply + re-read)'],
    rows: [
      ...FIELDS.map((f) => [f, share(hits[f], applied), share(rereadHits[f], applied)]),
      ['all fields', share(total(hits), applied * FIELDS.length), share(total(rereadHits), applied * FIELDS.length)],
    ],
    notes: [
      'target: >= 98% exact',
      're-read: fields missing, fixed text not read as the sample prints it, or an impossible date, read again from the image (template/reread-fields.ts)',
      ...failures.map((m) => `miss (${verbose ? 'apply + re-read' : 'apply'}): ${m}`),
    ],
  };
}

/**
 * SROIE_MODEL_CACHE=dir keeps each receipt's document model as dir/<engine>/<id>.json, so a change to learning or
 * applying is re-measured in seconds on the same OCR (delete the folder after an OCR change).
 */
async function extractCached(api: TemplateApi, r: Receipt, engine: OcrEngineName): Promise<unknown> {
  const dir = process.env.SROIE_MODEL_CACHE ? path.join(process.env.SROIE_MODEL_CACHE, engine) : undefined;
  const file = dir ? path.join(dir, `${r.id}.json`) : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const doc = (await api.extractDocument(readFileSync(r.image), { fileName: `${r.id}.jpg` })).document;
  if (file && doc) {
    mkdirSync(dir!, { recursive: true });
    writeFileSync(file, JSON.stringify(doc));
  }
  return doc;
}

function readKey(r: Receipt): Record<string, string> {
  const json = JSON.parse(readFileSync(r.key, 'utf8')) as Record<string, string>;
  return Object.fromEntries(FIELDS.map((f) => [f, json[f] ?? '']));
}

// ---------------------------------------------------------------- helpers

function readManifest(): Receipt[] {
  const lines = readFileSync(path.join(corpusDir, 'manifest.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  const all = lines.map((l) => {
    const [id, group] = l.split(',') as [string, string];
    return {
      id,
      group,
      image: path.join(corpusDir, 'img', `${id}.jpg`),
      boxes: path.join(corpusDir, 'box', `${id}.csv`),
      key: path.join(corpusDir, 'key', `${id}.json`),
    };
  });
  const limit = Number(process.env.SROIE_LIMIT);
  return Number.isInteger(limit) && limit > 0 ? all.slice(0, limit) : all;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

function printTable(t: Table): void {
  const rows = [t.head, ...t.rows];
  const widths = t.head.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  console.log(`\n## ${t.title}`);
  for (const [i, r] of rows.entries()) {
    console.log('  ' + r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
  for (const n of t.notes ?? []) console.log(`  · ${n}`);
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};
const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runSroieBench();
}
