// `npm run bench:dashboard`: the dashboard's calls on a PostgreSQL database seeded with a big company (100,000
// documents) among 100 companies (1,000,000 documents), timed warm (p50/p95/max), with EXPLAIN (ANALYZE, BUFFERS)
// of every statement they send, written to docs/dashboard-bench.md. Not a test: it prints figures.
// Sizes: BENCH_DOCS_ONE, BENCH_COMPANIES, BENCH_DOCS_TOTAL; BENCH_RUNS timed runs per call (after BENCH_WARMUP).
// BENCH_KEEP_DB=1 keeps the database afterwards; BENCH_REUSE=1 reuses a kept one (its pending migrations are
// applied, so a new index can be measured against the same rows); BENCH_OUT names the report file; BENCH_ONLY
// (a regular expression) times only the calls whose names match.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from '../../apps/server/src/context/app-context.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { defaultDateRange } from '../../apps/server/src/services/dashboard/default-date-range.ts';
import { seedDashboardData, type SeedPlan } from './seed-dashboard-data.ts';
import { capturingDb, explainAll } from './query-capture.ts';
import { dashboardCalls, type BenchCall, type CallInputs } from './dashboard-bench-calls.ts';
import {
  figuresTable,
  percentile,
  reportBlock,
  writeReport,
  type CallFigures,
  type CompanyPlans,
} from './bench-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const plan: SeedPlan = {
  docsOne: Number(env.BENCH_DOCS_ONE ?? 100_000),
  companies: Number(env.BENCH_COMPANIES ?? 100),
  docsTotal: Number(env.BENCH_DOCS_TOTAL ?? 1_000_000),
  days: Number(env.BENCH_DAYS ?? 548),
};
const RUNS = Number(env.BENCH_RUNS ?? 50);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const TARGET_MS = 150;
const baseUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const dbName = env.BENCH_DB_NAME ?? 'bench_dashboard';
const out = path.resolve(root, env.BENCH_OUT ?? 'docs/dashboard-bench.md');
const keep = env.BENCH_KEEP_DB === '1';
const reuse = env.BENCH_REUSE === '1';
const only = env.BENCH_ONLY ? new RegExp(env.BENCH_ONLY, 'i') : undefined;

const urlOf = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
const open = (url: string) => openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
const secs = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

/** Creates the bench database (dropping an old one) unless reusing; answers whether it must be seeded. */
async function prepareDatabase(): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB_NAME must be a plain identifier: ${dbName}`);
  const admin = await open(baseUrl);
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).length > 0;
    if (reuse && exists) return false;
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    return true;
  } finally {
    await admin.close();
  }
}

async function dropDatabase() {
  const admin = await open(baseUrl);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.close();
}

/** The big company (most documents) and a small one (fewest), with what the calls need to know about each. */
async function companiesToMeasure(database: Database) {
  const rows = await database.query<{ id: string; n: number }>(
    `select company_id as id, count(*)::int as n from documents group by company_id order by n desc`,
  );
  const picked = rows.length > 1 ? [rows[0]!, rows[rows.length - 1]!] : rows;
  return Promise.all(
    picked.map(async (c, i) => {
      const [busiest] = await database.query<{ email: string }>(
        `select cl.email from documents d join clients cl on cl.id = d.client_id where d.company_id = $1 group by cl.email order by count(*) desc limit 1`,
        [c.id],
      );
      return {
        id: c.id,
        docs: c.n,
        label: `${i === 0 ? 'big' : 'small'} company (${c.n.toLocaleString('en')} docs)`,
        clientEmail: busiest!.email,
      };
    }),
  );
}

/** Today's last millisecond, as the web sends the "to" picker (spec 000 §9). */
function endOfToday() {
  const d = new Date();
  d.setUTCHours(23, 59, 59, 999);
  return d.toISOString();
}

async function timeCall(call: BenchCall): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await call.run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call.run();
    times.push(performance.now() - t);
  }
  return times;
}

async function machine(database: Database): Promise<string[]> {
  const [pg] = await database.query<{ v: string; sb: string; wm: string; ecs: string }>(
    `select current_setting('server_version') as v, current_setting('shared_buffers') as sb, current_setting('work_mem') as wm, current_setting('effective_cache_size') as ecs`,
  );
  const [size] = await database.query<{ docs: string; stages: string }>(
    `select pg_size_pretty(pg_total_relation_size('documents')) as docs, pg_size_pretty(pg_total_relation_size('document_stages')) as stages`,
  );
  const cpu = os.cpus();
  return [
    `Machine: ${os.availableParallelism()} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, shared with other work; Node ${process.version}`,
    `PostgreSQL ${pg!.v} on the same machine (shared_buffers ${pg!.sb}, work_mem ${pg!.wm}, effective_cache_size ${pg!.ecs}); documents table ${size!.docs} with indexes, document_stages ${size!.stages}`,
  ];
}

const t0 = performance.now();
const fresh = await prepareDatabase();
const database = await open(urlOf(dbName));
await runMigrations(database);
if (fresh) {
  console.log(
    `seeding ${plan.docsTotal.toLocaleString('en')} documents in ${plan.companies} companies (${plan.docsOne.toLocaleString('en')} in the big one) over ${plan.days} days`,
  );
  const client = await database.pool!.connect();
  try {
    await seedDashboardData(client, plan);
  } finally {
    client.release();
  }
  console.log(`seeded in ${secs(t0)}`);
} else {
  console.log(`reusing ${dbName} (pending migrations applied)`);
  await database.query('analyze documents');
}

const capture = capturingDb(database.pool!);
// the dashboard services read only ctx.db; the rest of an AppContext (jobs, mail, config) is never touched here
const ctx = { db: capture.db, database } as unknown as AppContext;
const companies = await companiesToMeasure(database);
// the machine is shared: the load around the timed runs says how much of a figure is waiting for a core
const loadBefore = os.loadavg()[0]!;
const figures = new Map<string, CallFigures>();
const plans: CompanyPlans[] = [];
for (const [ci, company] of companies.entries()) {
  const caller = { companyId: company.id, userId: crypto.randomUUID(), sessionId: crypto.randomUUID() };
  const start = new Date(Date.now() - plan.days * 86_400_000);
  start.setUTCHours(0, 0, 0, 0);
  const inputs: CallInputs = {
    ctx,
    caller,
    range: { startDate: (await defaultDateRange(ctx, caller)).startDate, endDate: endOfToday() },
    fullRange: { startDate: start.toISOString(), endDate: endOfToday() },
    clientEmail: company.clientEmail,
  };
  const calls = dashboardCalls(inputs).filter((c) => !only || only.test(c.name));
  const companyPlans: CompanyPlans = { label: company.label, calls: [] };
  for (const call of calls) {
    const t = await timeCall(call);
    const explained = await explainAll(database.pool!, await capture.capture(() => call.run()));
    const f = figures.get(call.name) ?? { name: call.name, timings: [], statements: explained.length, seqScans: [] };
    f.timings[ci] = { p50: percentile(t, 50), p95: percentile(t, 95), max: Math.max(...t) };
    for (const s of explained.flatMap((q) => q.seqScans)) if (!f.seqScans.includes(s)) f.seqScans.push(s);
    figures.set(call.name, f);
    // the small company's plans only where they scan a growing table: the big company's show every statement
    if (ci === 0 || explained.some((q) => q.seqScans.length))
      companyPlans.calls.push({ name: call.name, queries: explained });
    console.log(
      `  ${company.label.padEnd(30)} ${call.name.padEnd(40)} p50 ${f.timings[ci]!.p50.toFixed(1).padStart(7)}  p95 ${f.timings[ci]!.p95.toFixed(1).padStart(7)}`,
    );
  }
  plans.push(companyPlans);
}

const load = `load average (1 min) ${loadBefore.toFixed(1)} before the timed runs, ${os.loadavg()[0]!.toFixed(1)} after`;
const setup = [
  `Run ${new Date().toISOString().slice(0, 16)}Z; ${plan.docsTotal.toLocaleString('en')} documents in ${plan.companies} companies over ${plan.days} days, the big one ${companies[0]?.docs.toLocaleString('en')}, the small one ${companies[1]?.docs.toLocaleString('en') ?? '-'}; stage records for every received document; VACUUM ANALYZE after seeding`,
  `Each call: the real service function, ${WARMUP} warm-up runs then ${RUNS} timed, one at a time; range = DefaultDateRange's start (at most 180 days back) to the end of today unless the call says 18 months; the client filter picks the company's busiest client`,
  ...(await machine(database)),
  load,
];
const report = {
  title: 'Figures and plans',
  setup,
  companies: companies.map((c) => c.label),
  figures: [...figures.values()],
  targetMs: TARGET_MS,
  plans,
};
console.log(`\n${figuresTable(report)}\n`);
writeReport(out, reportBlock(report));
console.log(`written to ${path.relative(root, out)}; ${secs(t0)} in all`);
await database.close();
if (!keep) await dropDatabase();
process.exit(0);
