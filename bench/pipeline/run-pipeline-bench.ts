// `npm run bench:pipeline`: documents per minute and upload→ready latency of the pipeline, against the engine's
// own time for the same files in the same run. Not a test: it prints figures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { applyTemplate, createEnginePool } from '@paperbridge/engine';
import { seedUser } from '../../apps/server/src/testing/seed-user.ts';
import { callApi } from '../../apps/server/src/testing/call-api.ts';
import { documents, mappings } from '../../apps/server/src/db/schema/index.ts';
import { storageFor } from '../../apps/server/src/services/storage/storage-for.ts';
import { submitDocument } from '../../apps/server/src/services/documents/submit-document.ts';
import { sha256Hex } from '../../apps/server/src/services/documents/sha256-hex.ts';
import { createCoolblueMapping } from '../../apps/server/src/pipeline/test-support/invoice-mapping.ts';
import { startSetup, type BenchSetup } from './bench-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const INVOICE = path.resolve(here, '../../../shared/corpora/invoice2data-compare/coolblue2.pdf');
const COUNT = Number(process.env.BENCH_DOCS ?? 60);

/** Each document a distinct file (a trailing PDF comment), so the duplicate check lets all of them through. */
const variant = (bytes: Buffer, i: number) => Buffer.concat([bytes, Buffer.from(`\n%bench-${i}-${Date.now()}\n`)]);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function runPipeline(setup: BenchSetup, bytes: Buffer) {
  const { app } = setup;
  const user = await seedUser(app.ctx.db, { registered: true, pinVerified: true });
  await callApi(app.url, 'GET', '/api/admin/User/RedeemCoupon', { token: user.token, query: { FirstLogin: true } });
  const cnId = await createCoolblueMapping(app.url, user.token, { configName: `BENCH${Date.now() % 100000}`, clientEmail: `bench${Date.now()}@coolblue.example` });
  const [mapping] = await app.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
  const started = new Map<string, number>();
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const file = variant(bytes, i);
    const key = `bench/${crypto.randomUUID()}`;
    await storageFor(app.ctx).put(user.companyId, key, file, 'application/pdf');
    const at = performance.now();
    const doc = await submitDocument(app.ctx, { companyId: user.companyId, mapping: mapping!, source: 'api', file: { fileName: `invoice-${i}.pdf`, key, size: file.length, sha256: sha256Hex(file), pageCount: 1, contentType: 'application/pdf' } });
    started.set(doc.dtId, at);
  }
  const done = new Map<string, number>();
  const ids = [...started.keys()];
  const deadline = Date.now() + 20 * 60_000;
  while (done.size < ids.length && Date.now() < deadline) {
    const rows = await app.ctx.db.select({ id: documents.id, status: documents.status }).from(documents).where(inArray(documents.id, ids));
    for (const r of rows) if (!done.has(r.id) && ['ready', 'awaiting_review', 'failed', 'duplicate', 'insufficient_balance'].includes(r.status)) done.set(r.id, performance.now());
    await new Promise((r) => setTimeout(r, 100)); // the check is itself a query on the same database: poll gently
  }
  const wall = (performance.now() - t0) / 1000;
  const latencies = ids.filter((id) => done.has(id)).map((id) => done.get(id)! - started.get(id)!);
  const statuses = await app.ctx.db.select({ status: documents.status }).from(documents).where(inArray(documents.id, ids));
  const ready = statuses.filter((s) => s.status === 'ready').length;
  return { wall, perMinute: (latencies.length / wall) * 60, perSecond: latencies.length / wall, p50: pct(latencies, 50), p95: pct(latencies, 95), ready, template: mapping!.template! };
}

/** The engine alone on the same files: extraction in a pool of the same size, then the template. */
async function runEngine(bytes: Buffer, template: Parameters<typeof applyTemplate>[0], threads: number) {
  const pool = createEnginePool(threads);
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: COUNT }, async (_, i) => {
      const s = performance.now();
      const r = await pool.extract(new Uint8Array(variant(bytes, i)), { fileName: `invoice-${i}.pdf` });
      if (r.document) applyTemplate(template, r.document);
      times.push(performance.now() - s);
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  await pool.close();
  return { wall, perSecond: COUNT / wall, perDocMs: (wall * 1000) / COUNT };
}

const rows: string[] = [];
const bytes = fs.readFileSync(INVOICE);
const setups: ['pglite' | 'postgres', number][] = [['pglite', 1]];
if (process.env.DATABASE_URL) setups.push(['postgres', 1], ['postgres', 2]);
for (const [kind, n] of setups) {
  const setup = await startSetup(kind, n);
  try {
    const p = await runPipeline(setup, bytes);
    // read before the engine-alone run, which shares the PGlite setup's process
    const rss = setup.peakRssMb().join(' / ');
    const threads = setup.app.ctx.config.pipeline.engineThreads ?? Math.max(1, (await import('node:os')).availableParallelism() - 1);
    const e = await runEngine(bytes, p.template, kind === 'pglite' ? threads : Math.max(1, n * Math.floor((await import('node:os')).availableParallelism() / n)));
    const overhead = (1 / p.perSecond) / e.perDocMs * 1000;
    rows.push(`| ${setup.name} | ${COUNT} | ${p.ready} | ${p.perMinute.toFixed(0)} (${p.perSecond.toFixed(2)}/s) | ${p.p50.toFixed(0)} | ${p.p95.toFixed(0)} | ${e.perSecond.toFixed(2)}/s (${e.perDocMs.toFixed(0)} ms/doc) | ${overhead.toFixed(2)}× | ${rss} |`);
  } finally {
    await setup.close();
  }
}
console.log('\n(a) one-page text-PDF invoices (coolblue2.pdf, each a distinct file), upload → ready for review/delivery\n');
console.log('| setup | documents | ready | pipeline docs/min | p50 ms | p95 ms | engine alone, same files | pipeline time per doc ÷ engine | worker peak RSS MB |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log('\n(b) receipt photos: not measured yet (a mapping cannot be learned on a photo yet: docs/status.md).');
process.exit(0);
