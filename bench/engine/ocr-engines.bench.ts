/**
 * The two OCR engines and their combination on SROIE (issue 23 points 1 and 5; not a test, prints figures).
 *
 * For each engine: character error rate against the box/<id>.csv transcripts (line order, as
 * sroie.bench.ts), "value contained in the reading" per key field (the key/<id>.json value, upper-cased
 * and whitespace-collapsed, is a substring of the reading in line order, upper-cased and collapsed),
 * CPU seconds and wall seconds per page (one page at a time, image decoding excluded) and the process's
 * peak RSS.
 *
 * Engines run in child processes so each peak RSS is its own: child 1 reads every receipt with Tesseract,
 * then PP-OCR on every line of the page Tesseract turned upright, keeping both readings; the combination is
 * computed from them here, for the default rules and alternatives (CPU = both engines'; the skip rules
 * simulated). Child 2 runs the `ppocr` engine alone, child 3 the `combined` engine as the pipeline runs it.
 *
 * Env: OCR_BENCH_LIMIT=N reads N receipts spread over the vendors (default all 119); OCR_BENCH_CACHE=dir keeps the
 * readings (delete it after changing an engine; the combination is always recomputed).
 * Run alone: node --import tsx bench/engine/ocr-engines.bench.ts
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  characterErrorRate,
  lineOrderedText,
  parseSroieBoxes,
} from '../../packages/engine/src/ocr/character-error-rate.ts';
import {
  combineReadings,
  DEFAULT_COMBINE_RULES,
  type CombineRules,
  type ReadingLine,
} from '../../packages/engine/src/ocr/ppocr/combine-readings.ts';
import type { OcrWord } from '../../packages/engine/src/ocr/ocr.types.ts';
import { SURE_LINE, type SureLineRule } from '../../packages/engine/src/ocr/ppocr/sure-of-line.ts';
import { sureLines } from '../../packages/engine/src/ocr/ppocr/recognize-combined-page.ts';
import {
  TESSERACT_SUFFICES,
  tesseractSuffices,
  type SufficesRule,
} from '../../packages/engine/src/ocr/ppocr/tesseract-suffices.ts';
import { corpus, f3, spread, type BenchTable } from './bench-utils.ts';
import { headline } from './headlines.ts';

const SURE_LINE_SWEEP: SureLineRule[] = [
  SURE_LINE,
  { minWordConfidence: 93, minSpan: 0.6 },
  { minWordConfidence: 92, minSpan: 0.6 },
  { minWordConfidence: 91, minSpan: 0.6 },
  { minWordConfidence: 90, minSpan: 0.7 },
];
const SUFFICES_SWEEP: SufficesRule[] = [
  TESSERACT_SUFFICES,
  { minMeanConfidence: 85, maxUnsureShare: 0.1 },
  { minMeanConfidence: 90, maxUnsureShare: 0.02 },
  { minMeanConfidence: 93, maxUnsureShare: 0.05 },
];

const thisFile = fileURLToPath(import.meta.url);
const FIELDS = ['company', 'date', 'address', 'total'] as const;
type Field = (typeof FIELDS)[number];

interface Receipt {
  id: string;
  group: string;
}
/** One receipt's readings from child 1 (Tesseract, PP-OCR lines on Tesseract's upright page) or child 2 (PP-OCR alone). */
interface Reading {
  id: string;
  words: OcrWord[];
  cpu: number;
  wall: number;
  lines?: ReadingLine[];
  ppocrCpu?: number;
  ppocrWall?: number;
  ppocrRecogniseWall?: number;
}
/** both: Tesseract, then every PP-OCR line on its upright page (the combination computed here); ppocr or combined: that engine as the pipeline runs it */
type ChildMode = 'both' | 'ppocr' | 'combined';
interface ChildOutput {
  readings: Reading[];
  peakRssMb: number;
  tesseractPeakRssMb?: number;
}

export async function runOcrEnginesBench(): Promise<BenchTable | BenchTable[]> {
  const dir = corpus('sroie-receipts-by-vendor');
  const title = 'OCR engines on SROIE: Tesseract, PP-OCRv4 (onnxruntime-node), combined';
  if (!dir) return { title, rows: [['skipped', 'corpus sroie-receipts-by-vendor not found']] };
  const receipts = spread(readManifest(dir), Number(process.env.OCR_BENCH_LIMIT) || Infinity);
  const both = await runChild('both', receipts);
  const alone = await runChild('ppocr', receipts);
  const product = await runChild('combined', receipts);
  const score = (readings: Reading[]) => scoreReadings(dir, readings);
  const tesseract = score(both.readings);
  const ppocr = score(alone.readings);
  const combined = (rules: CombineRules) =>
    score(both.readings.map((r) => ({ ...r, words: combineReadings(r.words, r.lines ?? [], rules).words })));
  const bothCpu = both.readings.map((r) => r.cpu + (r.ppocrCpu ?? 0));
  const bothWall = both.readings.map((r) => r.wall + (r.ppocrWall ?? 0));
  const row = (name: string, s: Scores, cpu: number[], wall: number[], rss: number | undefined): [string, string] => [
    name,
    `CER ${f3(mean(s.cer))} · contained: ${FIELDS.map((f) => `${f} ${s.contained[f]}/${s.n}`).join(', ')} · ` +
      `CPU ${mean(cpu).toFixed(2)} s/page (after the first page ${mean(cpu.slice(1)).toFixed(2)}, max ${Math.max(...cpu).toFixed(2)}) · ` +
      `wall ${mean(wall).toFixed(2)} s/page` +
      (rss ? ` · peak RSS ${rss.toFixed(0)} MB` : ''),
  ];
  const variants: [string, CombineRules][] = [
    [
      'combined: agreement only (PP-OCR unless both read the same)',
      { ppocrUnsureBelow: 0, tesseractSureAbove: 101, keepUnmatchedFrom: Infinity },
    ],
    [
      'combined: + Tesseract where PP-OCR < 90 and Tesseract ≥ 80',
      { ...DEFAULT_COMBINE_RULES, ppocrUnsureBelow: 90, tesseractSureAbove: 80 },
    ],
    ['combined: + every unmatched Tesseract word ≥ 70', { ...DEFAULT_COMBINE_RULES, keepUnmatchedFrom: 70 }],
  ];
  const rows: [string, string][] = [
    row(
      'tesseract',
      tesseract,
      both.readings.map((r) => r.cpu),
      both.readings.map((r) => r.wall),
      both.tesseractPeakRssMb,
    ),
    row(
      'ppocr (PP-OCRv4 alone)',
      ppocr,
      alone.readings.map((r) => r.cpu),
      alone.readings.map((r) => r.wall),
      alone.peakRssMb,
    ),
    row(
      'combined as the pipeline runs it (the default engine: PP-OCR skipped where Tesseract suffices, sure lines not recognised again)',
      score(product.readings),
      product.readings.map((r) => r.cpu),
      product.readings.map((r) => r.wall),
      product.peakRssMb,
    ),
    row(
      `combined, every line recognised by both (rules ${JSON.stringify(DEFAULT_COMBINE_RULES)})`,
      combined(DEFAULT_COMBINE_RULES),
      bothCpu,
      bothWall,
      both.peakRssMb,
    ),
    ...variants.map(([name, rules]) => row(name, combined(rules), bothCpu, bothWall, undefined)),
    ...SUFFICES_SWEEP.map((t) => {
      // the skip rule simulated on the same readings: a page whose Tesseract reading suffices keeps it and costs Tesseract's CPU only
      const skips = both.readings.map((r) => tesseractSuffices(r.words, t));
      const words = both.readings.map((r, i) => ({
        ...r,
        words: skips[i] ? r.words : combineReadings(r.words, r.lines ?? [], DEFAULT_COMBINE_RULES).words,
      }));
      const cpu = both.readings.map((r, i) => r.cpu + (skips[i] ? 0 : (r.ppocrCpu ?? 0)));
      const wall = both.readings.map((r, i) => r.wall + (skips[i] ? 0 : (r.ppocrWall ?? 0)));
      const label =
        t.minMeanConfidence === TESSERACT_SUFFICES.minMeanConfidence &&
        t.maxUnsureShare === TESSERACT_SUFFICES.maxUnsureShare
          ? ' (the default)'
          : '';
      return row(
        `combined, PP-OCR skipped where Tesseract suffices (mean ≥ ${t.minMeanConfidence}, unsure words ≤ ${t.maxUnsureShare * 100} %)${label}: ${skips.filter(Boolean).length} of ${skips.length} pages skipped`,
        score(words),
        cpu,
        wall,
        undefined,
      );
    }),
    ...SURE_LINE_SWEEP.map((rule) => {
      // lines Tesseract is sure of, simulated: not recognised by PP-OCR (the combination keeps Tesseract's words there);
      // the recognition time saved is estimated by the skipped lines' share of the recognition input (width ÷ height)
      let skipped = 0;
      let lines = 0;
      const cpu: number[] = [];
      const words = both.readings.map((r) => {
        const all = r.lines ?? [];
        // the product's own choice of lines (recognize-combined-page.ts), on the lines PP-OCR recognised
        const sure = sureLines(
          r.words,
          all.map((l) => l.box),
          rule,
        );
        const cost = (l: ReadingLine) => (l.box.x1 - l.box.x0) / Math.max(1e-6, l.box.y1 - l.box.y0);
        const saved = all.reduce((s2, l, i) => s2 + (sure.skip[i] ? cost(l) : 0), 0);
        const kept = [...all.filter((_, i) => !sure.skip[i]), ...sure.lines];
        lines += all.length;
        skipped += sure.lines.length;
        const share =
          saved /
          Math.max(
            1e-6,
            all.reduce((s2, l) => s2 + cost(l), 0),
          );
        const recogniseCpu = (r.ppocrCpu ?? 0) * ((r.ppocrRecogniseWall ?? 0) / Math.max(1e-6, r.ppocrWall ?? 0));
        cpu.push(r.cpu + (r.ppocrCpu ?? 0) - recogniseCpu * share);
        return { ...r, words: combineReadings(r.words, kept, DEFAULT_COMBINE_RULES).words };
      });
      return row(
        `combined, lines Tesseract is sure of not recognised (every word ≥ ${rule.minWordConfidence}, span ≥ ${rule.minSpan}): ${skipped} of ${lines} lines`,
        score(words),
        cpu,
        bothWall,
        undefined,
      );
    }),
  ];
  const productCpu = product.readings.map((r) => r.cpu);
  headline('ocr-photo', {
    measure: `a receipt photo through the combined OCR as the pipeline runs it (${receipts.length} SROIE receipts)`,
    figure:
      `CPU ${mean(productCpu).toFixed(2)} s/page (max ${Math.max(...productCpu).toFixed(2)}), ` +
      `peak RSS ${product.peakRssMb.toFixed(0)} MB of the process (MB = 2^20 bytes)`,
    target: '≤ 2 s/page, worker RSS < 1 GB',
  });
  return {
    title: `${title} (${receipts.length} receipts, one page at a time)`,
    rows,
    notes: [
      'contained: the key value (upper case, whitespace collapsed) is a substring of the reading in line order; CER as in sroie.bench.ts',
      'CPU: process CPU seconds of the OCR call (main thread, sharp, Tesseract workers, ONNX runtime); combined = Tesseract + PP-OCR on the upright page; ' +
        'the first page also starts the Tesseract worker and the ONNX sessions (once per engine thread, on its first photo or scan)',
      'peak RSS: the child process running that engine (tesseract: before PP-OCR was loaded); targets: CPU ≤ 2 s/page, RSS < 1 GB',
    ],
  };
}

// ---------------------------------------------------------------- scoring

interface Scores {
  n: number;
  cer: number[];
  contained: Record<Field, number>;
}

function scoreReadings(dir: string, readings: Reading[]): Scores {
  const contained = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const cer: number[] = [];
  for (const r of readings) {
    const reference = lineOrderedText(parseSroieBoxes(readFileSync(path.join(dir, 'box', `${r.id}.csv`), 'utf8')));
    const text = lineOrderedText(r.words.map((w) => ({ text: w.text, ...w.box })));
    cer.push(characterErrorRate(reference, text));
    const key = JSON.parse(readFileSync(path.join(dir, 'key', `${r.id}.json`), 'utf8')) as Partial<
      Record<Field, string>
    >;
    const hay = collapse(text);
    for (const f of FIELDS) if (key[f] && hay.includes(collapse(key[f]))) contained[f]++;
  }
  return { n: readings.length, cer, contained };
}

const collapse = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

// ---------------------------------------------------------------- children

function runChild(mode: ChildMode, receipts: Receipt[]): Promise<ChildOutput> {
  // OCR_BENCH_CACHE=dir keeps each child's readings, so the combination rules can be tried again without reading the pages
  const cacheDir = process.env.OCR_BENCH_CACHE;
  const cached = cacheDir
    ? path.join(
        cacheDir,
        `${mode}-${receipts
          .map((r) => r.id)
          .join('-')
          .slice(0, 120)}-${receipts.length}.json`,
      )
    : undefined;
  if (cached && existsSync(cached)) return Promise.resolve(JSON.parse(readFileSync(cached, 'utf8')) as ChildOutput);
  return readInChild(mode, receipts).then((out) => {
    if (cached) {
      mkdirSync(cacheDir!, { recursive: true });
      writeFileSync(cached, JSON.stringify(out));
    }
    return out;
  });
}

function readInChild(mode: ChildMode, receipts: Receipt[]): Promise<ChildOutput> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ocr-engines-'));
  const out = path.join(tmp, 'out.json');
  const job = JSON.stringify({ mode, ids: receipts.map((r) => r.id), out });
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', thisFile],
      { env: { ...process.env, OCR_BENCH_CHILD: job }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          if (error) return reject(new Error(`${mode} child failed: ${stderr || error.message}`));
          resolve(JSON.parse(readFileSync(out, 'utf8')) as ChildOutput);
        } finally {
          rmSync(tmp, { recursive: true, force: true });
        }
      },
    );
  });
}

async function childMain(job: { mode: ChildMode; ids: string[]; out: string }): Promise<void> {
  const ocr = await import('../../packages/engine/src/ocr/index.ts');
  const { readPpocrLines } = await import('../../packages/engine/src/ocr/ppocr/read-ppocr-lines.ts');
  const { readingLines } = await import('../../packages/engine/src/ocr/ppocr/recognize-combined-page.ts');
  const dir = corpus('sroie-receipts-by-vendor')!;
  const load = async (id: string) => (await ocr.loadImageFile(readFileSync(path.join(dir, 'img', `${id}.jpg`))))[0]!;
  const measure = async <T>(fn: () => Promise<T>) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const value = await fn();
    const c = process.cpuUsage(c0);
    return { value, cpu: (c.user + c.system) / 1e6, wall: (performance.now() - t0) / 1000 };
  };
  const peak = () => process.resourceUsage().maxRSS / 1024;
  const readings: Reading[] = [];
  let tesseractPeakRssMb: number | undefined;
  if (job.mode !== 'both') {
    for (const id of job.ids) {
      const image = await load(id);
      const r = await measure(() => ocr.recognizePageImage(image, { engine: job.mode as 'ppocr' | 'combined' }));
      readings.push({ id, words: r.value.words, cpu: r.cpu, wall: r.wall });
    }
  } else {
    const firsts = [];
    for (const id of job.ids) {
      const image = await load(id);
      const r = await measure(() => ocr.recognizePageImage(image, { engine: 'tesseract' }));
      firsts.push(r.value);
      readings.push({ id, words: r.value.words, cpu: r.cpu, wall: r.wall });
    }
    tesseractPeakRssMb = peak();
    for (const [i, id] of job.ids.entries()) {
      const image = await load(id);
      const first = firsts[i]!;
      const timings = { detect: 0, recognise: 0 };
      const r = await measure(async () => {
        const upright = await ocr.uprightGrey(image, first.rotation, first.skew);
        return readingLines(await readPpocrLines(upright, { timings }), upright);
      });
      Object.assign(readings[i]!, {
        lines: r.value,
        ppocrCpu: r.cpu,
        ppocrWall: r.wall,
        ppocrRecogniseWall: timings.recognise,
      });
    }
  }
  await ocr.terminateOcr();
  writeFileSync(job.out, JSON.stringify({ readings, peakRssMb: peak(), tesseractPeakRssMb } satisfies ChildOutput));
}

// ---------------------------------------------------------------- receipts

function readManifest(dir: string): Receipt[] {
  return readFileSync(path.join(dir, 'manifest.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => {
      const [id, group] = l.split(',') as [string, string];
      return { id, group };
    });
}

if (process.env.OCR_BENCH_CHILD) {
  await childMain(JSON.parse(process.env.OCR_BENCH_CHILD) as Parameters<typeof childMain>[0]);
} else if (process.argv[1] && path.resolve(process.argv[1]) === thisFile && existsSync(thisFile)) {
  const { printTable } = await import('./bench-utils.ts');
  const out = await runOcrEnginesBench();
  for (const t of Array.isArray(out) ? out : [out]) printTable(t);
}
