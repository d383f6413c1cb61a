import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createEnginePool } from '@paperbridge/engine';
import { PDFDocument } from 'pdf-lib';
import { corpus, type BenchTable } from './bench-utils.ts';
import { headline } from './headlines.ts';

const run = promisify(execFile);
const PAGES = 229;
const cli = fileURLToPath(new URL('../../packages/engine/bin/paperbridge-engine.mjs', import.meta.url));

/**
 * One long text PDF (229 pages, as the issue measured): the Kleister agreements in name order, joined
 * page by page, so the figure is reproducible from the shared corpora.
 */
async function longPdf(dir: string): Promise<string> {
  const file = path.join(os.tmpdir(), `paperbridge-bench-${PAGES}-pages.pdf`);
  if (existsSync(file)) return file;
  const out = await PDFDocument.create();
  for (const name of readdirSync(path.join(dir, 'documents'))
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    if (out.getPageCount() >= PAGES) break;
    const src = await PDFDocument.load(readFileSync(path.join(dir, 'documents', name)), {
      ignoreEncryption: false,
    }).catch(() => null);
    if (!src) continue;
    const want = src.getPageIndices().slice(0, PAGES - out.getPageCount());
    for (const p of await out.copyPages(src, want)) out.addPage(p);
  }
  writeFileSync(file, await out.save());
  return file;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function wallSeconds(cmd: string, args: string[], runs = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run(cmd, args, { maxBuffer: 1 << 30 });
    times.push((performance.now() - t0) / 1000);
  }
  return median(times);
}

/**
 * A long document through `paperbridge-engine extract` (a new process each time: process start, thread
 * start-up and the JSON written included) against `pdftotext -bbox-layout` on the same file, and the
 * same document through a warm pool in this process.
 */
export async function runLongDocumentBench(): Promise<BenchTable> {
  const dir = corpus('kleister-nda');
  if (!dir) return { title: 'Long document', rows: [['skipped', 'kleister-nda corpus missing']] };
  const file = await longPdf(dir);
  const outFile = path.join(os.tmpdir(), 'paperbridge-bench-long-document.json');
  const extract = ['-c', `"${process.execPath}" "${cli}" extract "${file}" > "${outFile}"`];
  // the first run after a change to the engine's sources builds its plain-JS bundle, and the first on a machine
  // pdf.js's code cache (once each): timed apart, so the three runs compare like with like
  const first = await wallSeconds('/bin/sh', extract, 1);
  const engine = await wallSeconds('/bin/sh', extract);
  const result = JSON.parse(readFileSync(outFile, 'utf8')) as {
    status: string;
    document: { pages: unknown[] } | null;
    timings: { total?: number };
  };
  const rows: [string, string][] = [
    ['document', `${result.document?.pages.length ?? 0} pages (${path.basename(file)}), extraction ${result.status}`],
    [
      'paperbridge-engine extract (new process, median of 3)',
      `${engine.toFixed(2)} s; the engine's own timing ${((result.timings.total ?? 0) / 1000).toFixed(2)} s`,
    ],
    ['  the run before them (builds the bundle if a source changed)', `${first.toFixed(2)} s`],
  ];
  let ratio: number | null = null;
  if (existsSync('/usr/bin/pdftotext')) {
    const native = await wallSeconds('/usr/bin/pdftotext', ['-bbox-layout', file, '/dev/null']);
    ratio = engine / native;
    rows.push(
      ['pdftotext -bbox-layout (median of 3)', `${native.toFixed(2)} s`],
      ['engine ÷ pdftotext', `${ratio.toFixed(1)}× (target ≤ 4×)`],
    );
  }
  const threads = os.availableParallelism();
  const pool = createEnginePool(threads);
  try {
    const bytes = new Uint8Array(readFileSync(file));
    await pool.extract(bytes);
    const t0 = performance.now();
    const warm = await pool.extract(bytes);
    const s = (performance.now() - t0) / 1000;
    rows.push([
      `warm pool in one process, ${threads} threads`,
      `${s.toFixed(2)} s = ${((warm.document?.pages.length ?? 0) / s).toFixed(0)} pages/s`,
    ]);
  } finally {
    await pool.close();
  }
  headline('long', {
    measure: `one ${PAGES}-page text PDF through paperbridge-engine extract, vs pdftotext -bbox-layout`,
    figure:
      ratio === null
        ? `${engine.toFixed(2)} s (pdftotext missing)`
        : `${engine.toFixed(2)} s vs ${(engine / ratio).toFixed(2)} s = ${ratio.toFixed(1)}×`,
    target: '≤ 4× pdftotext',
  });
  return { title: `Long document (${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)})`, rows };
}
