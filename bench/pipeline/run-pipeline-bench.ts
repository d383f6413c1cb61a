// `npm run bench:pipeline`: documents per minute and upload→ready latency of the pipeline, against the engine's
// own time for the same files in the same run. Not a test: it prints figures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { applyTemplate, createEnginePool } from '@paperbridge/engine';
import { seedUser } from '../../apps/server/src/testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documents, mappings } from '../../apps/server/src/db/schema/index.ts';
import { storageFor } from '../../apps/server/src/connectors/storage/storage-for.ts';
import { submitDocument } from '../../apps/server/src/pipeline/intake/submit-document.ts';
import { sha256Hex } from '../../apps/server/src/pipeline/intake/sha256-hex.ts';
import { createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { createReceiptMapping } from '../../apps/server/src/pipeline/test-support/receipt-mapping.ts';
import { startSetup, type BenchSetup } from './bench-app.ts';
import { RECEIPT_SAMPLE, receiptPhotos, type BenchFile } from './receipt-photos.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const INVOICE = path.resolve(here, '../../../shared/corpora/invoice2data-compare/coolblue2.pdf');
const COUNT = Number(process.env.BENCH_DOCS ?? 60);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 12);

/** Each document a distinct file (a trailing PDF comment), so the duplicate check lets all of them through. */
const variant = (bytes: Buffer, i: number) => Buffer.concat([bytes, Buffer.from(`\n%bench-${i}-${Date.now()}\n`)]);
const invoices = (bytes: Buffer, count: number): BenchFile[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `invoice-${i}.pdf`,
    bytes: variant(bytes, i),
    contentType: 'application/pdf',
  }));

type MappingMaker = (url: string, token: string) => Promise<string>;
const coolblueMapping: MappingMaker = (url, token) =>
  createCoolblueMapping(url, token, {
    configName: `BENCH${Date.now() % 100000}`,
    clientEmail: `bench${Date.now()}@coolblue.example`,
  });
const receiptMapping: MappingMaker = async (url, token) =>
  (
    await createReceiptMapping(url, token, {
      configName: `RECEIPT${Date.now() % 100000}`,
      clientEmail: `bench${Date.now()}@unihakka.example`,
    })
  ).cnId;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function runPipeline(setup: BenchSetup, files: BenchFile[], makeMapping: MappingMaker) {
  const { app } = setup;
  const user = await seedUser(app.ctx.db, { registered: true, pinVerified: true });
  await callApi(app.url, 'GET', '/api/admin/User/RedeemCoupon', { token: user.token, query: { FirstLogin: true } });
  const cnId = await makeMapping(app.url, user.token);
  const [mapping] = await app.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
  const started = new Map<string, number>();
  const t0 = performance.now();
  for (const f of files) {
    const key = `bench/${crypto.randomUUID()}`;
    await storageFor(app.ctx).put(user.companyId, key, f.bytes, f.contentType);
    const at = performance.now();
    // pageCount 1: invoices and photos alike are one page (intake counts it again from the bytes)
    const doc = await submitDocument(app.ctx, {
      companyId: user.companyId,
      mapping: mapping!,
      source: 'api',
      file: {
        fileName: f.name,
        key,
        size: f.bytes.length,
        sha256: sha256Hex(f.bytes),
        pageCount: 1,
        contentType: f.contentType,
      },
    });
    started.set(doc.dtId, at);
  }
  const done = new Map<string, number>();
  const ids = [...started.keys()];
  const deadline = Date.now() + 20 * 60_000;
  while (done.size < ids.length && Date.now() < deadline) {
    const rows = await app.ctx.db
      .select({ id: documents.id, status: documents.status })
      .from(documents)
      .where(inArray(documents.id, ids));
    for (const r of rows)
      if (
        !done.has(r.id) &&
        ['ready', 'awaiting_review', 'failed', 'duplicate', 'insufficient_balance'].includes(r.status)
      )
        done.set(r.id, performance.now());
    await new Promise((r) => setTimeout(r, 100)); // the check is itself a query on the same database: poll gently
  }
  const wall = (performance.now() - t0) / 1000;
  const latencies = ids.filter((id) => done.has(id)).map((id) => done.get(id)! - started.get(id)!);
  const statuses = await app.ctx.db
    .select({ status: documents.status })
    .from(documents)
    .where(inArray(documents.id, ids));
  // a document with destinations goes on from 'ready' to delivery (the embedded outbox takes its e-mail at once)
  const ready = statuses.filter((s) => ['ready', 'delivering', 'delivered'].includes(s.status)).length;
  const review = statuses.filter((s) => s.status === 'awaiting_review').length;
  return {
    review,
    wall,
    perMinute: (latencies.length / wall) * 60,
    perSecond: latencies.length / wall,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    ready,
    template: mapping!.template!,
  };
}

/** The engine alone on the same files: extraction in a pool of the same size, then the template. */
async function runEngine(files: BenchFile[], template: Parameters<typeof applyTemplate>[0], threads: number) {
  const pool = createEnginePool(threads);
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    files.map(async (f) => {
      const s = performance.now();
      const r = await pool.extract(new Uint8Array(f.bytes), { fileName: f.name });
      if (r.document) applyTemplate(template, r.document);
      times.push(performance.now() - s);
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  await pool.close();
  return { wall, perSecond: files.length / wall, perDocMs: (wall * 1000) / files.length };
}

const setups: ['pglite' | 'postgres', number][] = [['pglite', 1]];
if (process.env.DATABASE_URL) setups.push(['postgres', 1], ['postgres', 2]);

/** One row per setup: the pipeline on these files, then the engine alone on the same files with the same threads. */
async function measure(files: BenchFile[], makeMapping: MappingMaker): Promise<string[]> {
  const rows: string[] = [];
  const cores = (await import('node:os')).availableParallelism();
  for (const [kind, n] of setups) {
    const setup = await startSetup(kind, n);
    try {
      const p = await runPipeline(setup, files, makeMapping);
      // read before the engine-alone run, which shares the PGlite setup's process
      const rss = setup.peakRssMb().join(' / ');
      const threads = setup.app.ctx.config.pipeline.engineThreads ?? Math.max(1, cores - 1);
      const e = await runEngine(
        files,
        p.template,
        kind === 'pglite' ? threads : Math.max(1, n * Math.floor(cores / n)),
      );
      const overhead = (1 / p.perSecond / e.perDocMs) * 1000;
      const outcome = p.review ? `${p.ready} (+${p.review} review)` : `${p.ready}`;
      rows.push(
        `| ${setup.name} | ${files.length} | ${outcome} | ${p.perMinute.toFixed(0)} (${p.perSecond.toFixed(2)}/s) | ${p.p50.toFixed(0)} | ${p.p95.toFixed(0)} | ${e.perSecond.toFixed(2)}/s (${e.perDocMs.toFixed(0)} ms/doc) | ${overhead.toFixed(2)}× | ${rss} |`,
      );
    } finally {
      await setup.close();
    }
  }
  return rows;
}

const HEADER = [
  '| setup | documents | ready | pipeline docs/min | p50 ms | p95 ms | engine alone, same files | pipeline time per doc ÷ engine | worker peak RSS MB |',
  '|---|---|---|---|---|---|---|---|---|',
];
const tableA = COUNT > 0 ? await measure(invoices(fs.readFileSync(INVOICE), COUNT), coolblueMapping) : [];
const tableB = PHOTOS > 0 && fs.existsSync(RECEIPT_SAMPLE) ? await measure(receiptPhotos(PHOTOS), receiptMapping) : [];
console.log(
  '\n(a) one-page text-PDF invoices (coolblue2.pdf, each a distinct file), upload → ready for review/delivery\n',
);
console.log([...HEADER, ...tableA].join('\n'));
console.log(
  `\n(b) receipt photos (SROIE JPEG scans, OCR): an Expense Receipt mapping learned on Unihakka receipt ${path.basename(RECEIPT_SAMPLE)}, applied to the vendor's 5 other receipts sent as ${PHOTOS} distinct files (BENCH_PHOTOS), upload → ready\n`,
);
console.log(
  tableB.length ? [...HEADER, ...tableB].join('\n') : '(skipped: BENCH_PHOTOS=0 or the SROIE corpus is missing)',
);
process.exit(0);
