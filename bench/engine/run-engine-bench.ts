import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shutdownOcr } from '@paperbridge/engine';
import { printTable, type BenchTable } from './bench-utils.ts';
import { runCliSweepBench } from './cli-sweep.bench.ts';
import { runFxPrefillBench } from './fx-prefill.bench.ts';
import { runFxTemplateBench } from './fx-template.bench.ts';
import { headlineTable } from './headlines.ts';
import { runIcdarBench } from './icdar2013.bench.ts';
import { runInvoiceBench } from './invoice2data.bench.ts';
import { runLongDocumentBench } from './long-document.bench.ts';
import { runOcrEnginesBench } from './ocr-engines.bench.ts';
import { runThroughputBench } from './throughput.bench.ts';
import { runWaterBench } from './water-reports.bench.ts';

/**
 * Engine benchmark (not a test): one table of figures per corpus. Targets
 * (measured, not asserted): 100% of water-report cells with a learned
 * template; ICDAR 2013 cell adjacency F1 ≥ 0.90; ≥ 100 text-PDF pages/s on 2 cores.
 * BENCH_ONLY=water,icdar,invoice,fx,fx-template,throughput,long,sroie,ocr-engines,cli runs a subset; BENCH_VERBOSE=1 prints per-document lines.
 * `cli` (the CLI robustness sweep over every corpus file, about an hour or more) runs only when named.
 */
const only = process.env.BENCH_ONLY?.split(',');
const OPT_IN = new Set(['cli']);
const want = (name: string) => (only ? only.includes(name) : !OPT_IN.has(name));

const benches: [string, () => Promise<BenchTable | BenchTable[] | void>][] = [
  ['water', runWaterBench],
  ['icdar', runIcdarBench],
  ['invoice', runInvoiceBench],
  ['fx', runFxPrefillBench],
  ['fx-template', runFxTemplateBench],
  ['throughput', runThroughputBench],
  ['long', runLongDocumentBench],
  [
    'sroie',
    async () => {
      // owned by the OCR engineer; optional until it exists
      const file = fileURLToPath(new URL('./sroie.bench.ts', import.meta.url));
      if (!existsSync(file))
        return { title: 'SROIE receipts (OCR)', rows: [['skipped', 'bench/engine/sroie.bench.ts not present']] };
      const mod = (await import(file)) as { runSroieBench?: () => Promise<BenchTable | BenchTable[] | void> };
      return mod.runSroieBench?.();
    },
  ],
  // Tesseract, PP-OCR and their combination on the SROIE receipts, each in its own process (issue 23; about 15-20 min)
  ['ocr-engines', runOcrEnginesBench],
  ['cli', runCliSweepBench],
];

for (const [name, run] of benches) {
  if (!want(name)) continue;
  try {
    const out = await run();
    for (const t of Array.isArray(out) ? out : out ? [out] : []) printTable(t);
  } catch (e) {
    printTable({ title: name, rows: [['error', e instanceof Error ? (e.stack ?? e.message) : String(e)]] });
  }
}
const summary = headlineTable();
if (summary) printTable(summary);
await shutdownOcr();
