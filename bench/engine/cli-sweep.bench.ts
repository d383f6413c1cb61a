import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  extractionResultSchema,
  templateApplyResultSchema,
  templateSchema,
  type TemplateValues,
} from '@paperbridge/contracts';
import { corporaDir, listFiles, parseCsv, ws, type BenchTable } from './bench-utils.ts';

/**
 * CLI sweep (robustness, not quality): the real `paperbridge-engine` binary, one child process per run, on
 * every file of every corpus folder.
 * - `extract` on every file, documents and the rest (README.md, .json, .csv, .xml, .tsv, .txt, .xz): the
 *   rest must end in a typed error, not a crash;
 * - `learn` on every document with values built from the corpus's ground truth;
 * - `apply` of each template onto its own document and onto the other members of its same-layout group
 *   (SROIE vendor groups, the water reports, coolblue1/2).
 * Each run is classified:
 * - ok: exit 0 and stdout parses as the command's contract shape (ExtractionResult with status success,
 *   Template, TemplateApplyResult);
 * - typed error: exit 1 or 2, every stderr line a one-line `code (stage[, page N]): message` (or a
 *   `warning:`), no stack trace, and stdout (when any) still the contract shape;
 * - crash: a signal, the per-run limit hit, an exit code other than 0/1/2, a stack trace or uncaught error
 *   text (`TypeError: …`, the CLI's catch-all `error: …`) on stderr, a non-zero exit without a message, or
 *   stdout that is not the expected JSON.
 * `stage_failed` is a typed code, but it means a stage threw and the pipeline caught it: such runs are
 * listed as well.
 *
 * Env: SWEEP_LIMIT=n (per corpus: the first n documents and the first n other files),
 * SWEEP_CORPORA=a,b (folder names), SWEEP_COMMANDS=extract,learn,apply, SWEEP_CROSS=all|first (apply
 * every member's template to the rest of its group, or only the first member's), SWEEP_CONCURRENCY (≤ 2),
 * SWEEP_TIMEOUT_S (default 120). Each run is logged as a JSON line in SWEEP_LOG (default: a file in the
 * sweep's temp folder, printed at the start; SWEEP_TMP names that folder). SWEEP_RESUME=1 with the SWEEP_LOG
 * and SWEEP_TMP of an interrupted sweep runs only what its log lacks (its templates are reused).
 * SWEEP_REPORT=a.jsonl,b.jsonl prints the tables of earlier logs without running anything.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = path.join(repoRoot, 'packages/engine/bin/paperbridge-engine.mjs');
const DOC_EXT = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.tif', '.tiff']);
const isDoc = (f: string) => DOC_EXT.has(path.extname(f).toLowerCase());

type Command = 'extract' | 'learn' | 'apply';
type Outcome = 'ok' | 'typed' | 'crash';

interface Run {
  corpus: string;
  command: Command;
  /** the document (relative to the corpus folder); for apply, `template-source -> target` */
  label: string;
  outcome: Outcome;
  codes: string[];
  reason?: string;
  /** stderr lines from native libraries (Leptonica), allowed but counted */
  noise: number;
  exit: number | null;
  signal: string | null;
  seconds: number;
  /** seconds since the sweep started, when the run ended */
  at: number;
  stderrHead: string[];
}

interface Doc {
  /** path relative to the corpus folder */
  rel: string;
  values: TemplateValues;
  group?: string;
}

interface CorpusPlan {
  name: string;
  dir: string;
  files: string[];
  docs: Doc[];
}

// ---------------------------------------------------------------- corpora → ground-truth values

const readIf = (f: string): string | null => (existsSync(f) ? readFileSync(f, 'utf8') : null);
const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') || 'field';

/** Field names must be unique: a repeated key gets `_2`, `_3`. */
function addField(fields: Record<string, string>, name: string, value: string): void {
  if (!value) return;
  let k = name,
    i = 2;
  while (k in fields) k = `${name}_${i++}`;
  fields[k] = value;
}

function sroiePlan(dir: string): Doc[] {
  const manifest = parseCsv(readFileSync(path.join(dir, 'manifest.csv'), 'utf8')).slice(1);
  return manifest.map(([id, group]) => {
    const gt = JSON.parse(readIf(path.join(dir, 'key', `${id}.json`)) ?? '{}') as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(gt)) if (typeof v === 'string') addField(fields, k, ws(v));
    return { rel: path.join('img', `${id}.jpg`), values: { fields }, group };
  });
}

function invoicePlan(dir: string, files: string[]): Doc[] {
  return files.filter(isDoc).map((rel) => {
    const base = path.basename(rel, path.extname(rel));
    const gt = JSON.parse(readIf(path.join(dir, `${base}.json`)) ?? '[{}]') as unknown;
    const obj = (Array.isArray(gt) ? gt[0] : gt) as Record<string, unknown> | undefined;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(obj ?? {})) {
      if (typeof v === 'string' || typeof v === 'number') addField(fields, k, ws(String(v)));
    }
    return { rel, values: { fields }, group: /^coolblue\d\.pdf$/.test(rel) ? 'coolblue' : undefined };
  });
}

const WATER_LABELS = [
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
const WATER_COLUMNS = { analyte: 'Analyte', result: 'Result', allowable_limit: 'Allowable Limit', unit: 'Unit' };

function waterPlan(dir: string, files: string[]): Doc[] {
  return files.filter(isDoc).map((rel) => {
    const base = path.basename(rel, '.pdf');
    const csv = readIf(path.join(dir, 'expected_header_and_table', `${base}.csv`));
    const fields: Record<string, string> = {};
    let columns: Record<string, string> = WATER_COLUMNS;
    if (csv) {
      const rows = parseCsv(csv);
      // header fields: "Label: value" runs across the joined rows
      const text = rows.map((r) => r.join(' ')).join(' \n ');
      const re = new RegExp(`(${WATER_LABELS.map((l) => l.replace(/#/g, '\\#')).join('|')}):`, 'g');
      const hits = [...text.matchAll(re)];
      hits.forEach((m, i) =>
        addField(
          fields,
          key(m[1]!),
          ws(text.slice(m.index! + m[0].length, hits[i + 1]?.index ?? text.length).split('\n')[0]),
        ),
      );
      // table columns: the row that starts with "Analyte"
      const head = rows.find((r) => r[0] === 'Analyte');
      if (head)
        columns = Object.fromEntries(
          head
            .map(ws)
            .filter(Boolean)
            .map((h) => [key(h), h]),
        );
    }
    return { rel, values: { fields, tables: [{ columns }] }, group: 'water' };
  });
}

const xmlDecode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function icdarPlan(dir: string, files: string[]): Doc[] {
  return files.filter(isDoc).map((rel) => {
    const xml = readIf(path.join(dir, rel.replace(/\.pdf$/i, '-str.xml')));
    const tables: NonNullable<TemplateValues['tables']> = [];
    for (const t of xml?.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g) ?? []) {
      const columns: Record<string, string> = {};
      for (const c of t[1]!.matchAll(/<cell\b([^>]*)>([\s\S]*?)<\/cell>/g)) {
        if (c[1]!.match(/start-row="(\d+)"/)?.[1] !== '0') continue;
        const col = c[1]!.match(/start-col="(\d+)"/)?.[1] ?? '0';
        const text = ws(xmlDecode(c[2]!.match(/<content>([\s\S]*?)<\/content>/)?.[1] ?? ''));
        if (text) columns[`col${col}`] = text;
      }
      if (Object.keys(columns).length) tables.push({ columns });
    }
    return { rel, values: { fields: {}, ...(tables.length ? { tables } : {}) } };
  });
}

function kleisterPlan(dir: string, files: string[]): Doc[] {
  const expected = new Map<string, string>();
  for (const line of (readIf(path.join(dir, 'manifest.tsv')) ?? '').split(/\r?\n/).slice(1)) {
    const [, file, , exp] = line.split('\t');
    if (file) expected.set(file, exp ?? '');
  }
  return files.filter(isDoc).map((rel) => {
    const fields: Record<string, string> = {};
    for (const pair of (expected.get(path.basename(rel)) ?? '').split(/\s+/).filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0) addField(fields, pair.slice(0, eq), pair.slice(eq + 1).replace(/_/g, ' '));
    }
    return { rel, values: { fields } };
  });
}

function plans(): CorpusPlan[] {
  const wanted = process.env.SWEEP_CORPORA?.split(',').filter(Boolean);
  const limit = Number(process.env.SWEEP_LIMIT) || Infinity;
  if (!existsSync(corporaDir)) return [];
  const out: CorpusPlan[] = [];
  for (const name of readdirSync(corporaDir).sort()) {
    const dir = path.join(corporaDir, name);
    if (!statSync(dir).isDirectory() || (wanted && !wanted.includes(name))) continue;
    const all = listFiles(dir);
    let docs: Doc[];
    if (name === 'sroie-receipts-by-vendor') docs = sroiePlan(dir);
    else if (name === 'invoice2data-compare') docs = invoicePlan(dir, all);
    else if (name === 'tabula-water-reports') docs = waterPlan(dir, all);
    else if (name === 'icdar2013-tables') docs = icdarPlan(dir, all);
    else if (name === 'kleister-nda') docs = kleisterPlan(dir, all);
    else docs = all.filter(isDoc).map((rel) => ({ rel, values: { fields: {} } }));
    // documents the plan does not list (e.g. an image missing from a manifest) are still learned, with no values
    const planned = new Set(docs.map((d) => d.rel));
    docs.push(...all.filter((f) => isDoc(f) && !planned.has(f)).map((rel) => ({ rel, values: { fields: {} } })));
    docs = docs.filter((d) => all.includes(d.rel)).slice(0, limit);
    const docSet = new Set(docs.map((d) => d.rel));
    const others = all.filter((f) => !isDoc(f)).slice(0, limit);
    out.push({ name, dir, docs, files: [...all.filter((f) => docSet.has(f)), ...others] });
  }
  return out;
}

// ---------------------------------------------------------------- running and classifying

const TIMEOUT_MS = (Number(process.env.SWEEP_TIMEOUT_S) || 120) * 1000;
const TYPED_LINE = /^([a-z][a-z0-9_]*) \([a-z-]+(?:, page \d+)?\): \S/;
const STACK_LINE = /^\s+at\s/;
const UNCAUGHT =
  /^(?:error: |internal_error: |Uncaught\b|\w*Error: |\w*Error \[|\w*Exception\b|node:internal|file:\/\/|\/\S+:\d+)/;
/** Leptonica's own diagnostics (tesseract's image library, printed from its WASM build): not the engine's errors. */
const NATIVE_NOISE = /^(?:Error|Warning) in [A-Za-z_]\w*: /;

interface Spawned {
  exit: number | null;
  signal: string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  seconds: number;
}

function runCli(args: string[]): Promise<Spawned> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [],
      err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.on('error', (e) => {
      err.push(Buffer.from(`spawn failed: ${e.message}\n`));
    });
    child.on('close', (exit, signal) => {
      clearTimeout(timer);
      resolve({
        exit,
        signal,
        timedOut,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        seconds: (performance.now() - t0) / 1000,
      });
    });
  });
}

const shapes = { extract: extractionResultSchema, learn: templateSchema, apply: templateApplyResultSchema } as const;

/** null when stdout is the command's contract shape; else why not. */
function checkStdout(command: Command, stdout: string, exit: number | null): string | null {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    return `stdout is not JSON (${stdout.length} bytes: ${JSON.stringify(stdout.slice(0, 80))})`;
  }
  const parsed = shapes[command].safeParse(json);
  if (!parsed.success)
    return `stdout is not a ${command} result: ${parsed.error.issues
      .slice(0, 2)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ')}`;
  if (command === 'extract' && exit === 0 && (json as { status: string }).status !== 'success')
    return `exit 0 with status ${(json as { status: string }).status}`;
  return null;
}

function classify(command: Command, r: Spawned): { outcome: Outcome; codes: string[]; reason?: string; noise: number } {
  const all = r.stderr.split(/\r?\n/).filter((l) => l.trim());
  const lines = all.filter((l) => !NATIVE_NOISE.test(l));
  const noise = all.length - lines.length;
  const codes = [...new Set(lines.map((l) => l.match(TYPED_LINE)?.[1]).filter((c): c is string => !!c))];
  const crash = (reason: string) => ({ outcome: 'crash' as const, codes, reason, noise });
  if (r.timedOut) return crash(`killed after the ${TIMEOUT_MS / 1000} s limit`);
  if (r.signal) return crash(`signal ${r.signal}`);
  if (r.exit !== 0 && r.exit !== 1 && r.exit !== 2) return crash(`exit code ${r.exit}`);
  const stack = lines.find((l) => STACK_LINE.test(l));
  if (stack) return crash(`stack trace on stderr (${stack.trim()})`);
  const uncaught = lines.find((l) => !TYPED_LINE.test(l) && UNCAUGHT.test(l));
  if (uncaught) return crash(`uncaught error on stderr: ${uncaught.slice(0, 160)}`);
  if (r.exit === 0) {
    const bad = checkStdout(command, r.stdout, 0);
    return bad ? crash(bad) : { outcome: 'ok', codes, noise };
  }
  if (r.exit === 2) return { outcome: 'typed', codes: codes.length ? codes : ['usage'], noise };
  const untyped = lines.find((l) => !TYPED_LINE.test(l) && !l.startsWith('warning: '));
  if (untyped) return crash(`stderr line without a code: ${untyped.slice(0, 160)}`);
  if (!codes.length) return crash('non-zero exit without a message on stderr');
  if (r.stdout.trim()) {
    const bad = checkStdout(command, r.stdout, r.exit);
    if (bad) return crash(bad);
  }
  return { outcome: 'typed', codes, noise };
}

async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ---------------------------------------------------------------- report

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b),
    m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const secs = (s: number) => `${s.toFixed(1)} s`;
const clock = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

function commandTable(corpus: string, command: Command, runs: Run[], skipped: number): BenchTable {
  const by = (o: Outcome) => runs.filter((r) => r.outcome === o);
  const codeCount = new Map<string, number>();
  for (const r of by('typed')) for (const c of r.codes) codeCount.set(c, (codeCount.get(c) ?? 0) + 1);
  const slowest = [...runs].sort((a, b) => b.seconds - a.seconds)[0];
  const unit = command === 'apply' ? 'runs (template → document)' : 'files';
  const rows: [string, string][] = [
    [unit, String(runs.length) + (skipped ? ` (+${skipped} not run: no template)` : '')],
    ['ok', String(by('ok').length)],
    [
      'typed errors',
      `${by('typed').length}${codeCount.size ? ` (${[...codeCount].map(([c, n]) => `${c} ×${n}`).join(', ')})` : ''}`,
    ],
    ['crashes', String(by('crash').length)],
    ['median', secs(median(runs.map((r) => r.seconds)))],
    ['max', slowest ? `${secs(slowest.seconds)} (${slowest.label})` : '-'],
  ];
  const notes: string[] = [];
  const partialOk = command !== 'extract' ? runs.filter((r) => r.outcome === 'ok' && r.codes.length).length : 0;
  if (partialOk)
    notes.push(`${partialOk} ok runs also reported extraction errors on stderr (a partial document was used)`);
  const noisy = runs.filter((r) => r.noise);
  if (noisy.length)
    notes.push(
      `${noisy.length} runs had Leptonica lines on stderr ("Error in boxClipToRectangle: …"), allowed: ${noisy
        .slice(0, 4)
        .map((r) => r.label)
        .join(', ')}${noisy.length > 4 ? ', …' : ''}`,
    );
  return { title: `CLI sweep: ${corpus} · ${command}`, rows, notes };
}

/** Log lines besides the runs: a corpus's wall time, apply jobs not run for want of a template. */
type LogMeta = { kind: 'corpus'; corpus: string; seconds: number } | { kind: 'skipped'; corpus: string; count: number };

/** The tables from the runs (one per corpus per command, then a summary that lists every crash). */
function sweepTables(all: Run[], meta: LogMeta[], log: string, total?: number): BenchTable[] {
  const tables: BenchTable[] = [];
  const corpora = [...new Set(all.map((r) => r.corpus))];
  for (const c of corpora) {
    for (const cmd of ['extract', 'learn', 'apply'] as const) {
      const runs = all.filter((r) => r.corpus === c && r.command === cmd);
      const skipped =
        cmd === 'apply' ? meta.reduce((n, m) => n + (m.kind === 'skipped' && m.corpus === c ? m.count : 0), 0) : 0;
      if (runs.length || skipped) tables.push(commandTable(c, cmd, runs, skipped));
    }
  }
  const crashes = all.filter((r) => r.outcome === 'crash');
  const stageFailed = all.filter((r) => r.codes.includes('stage_failed'));
  const sum = (o: Outcome) => all.filter((r) => r.outcome === o).length;
  // a resumed sweep logs a corpus's wall time once per part: add them up
  const wallOf = new Map<string, number>();
  for (const m of meta) if (m.kind === 'corpus') wallOf.set(m.corpus, (wallOf.get(m.corpus) ?? 0) + m.seconds);
  const walls = [...wallOf].map(([corpus, seconds]) => ({ corpus, seconds }));
  tables.push({
    title: 'CLI sweep: summary',
    rows: [
      ['runs', String(all.length)],
      ['ok / typed / crash', `${sum('ok')} / ${sum('typed')} / ${sum('crash')}`],
      ...walls.map((m): [string, string] => [`wall ${m.corpus}`, clock(m.seconds)]),
      ['wall total', clock(total ?? walls.reduce((n, m) => n + m.seconds, 0))],
      ['median run', secs(median(all.map((r) => r.seconds)))],
    ],
    notes: [
      ...crashes.map(
        (r) =>
          `CRASH ${r.command} ${r.corpus}/${r.label}: ${r.reason}${r.stderrHead.length ? ` | ${r.stderrHead.slice(0, 3).join(' / ')}` : ''}`,
      ),
      ...stageFailed.map(
        (r) =>
          `stage_failed ${r.command} ${r.corpus}/${r.label}: ${r.stderrHead
            .filter((l) => l.startsWith('stage_failed'))
            .slice(0, 2)
            .join(' / ')}`,
      ),
      `per-run log: ${log}`,
    ],
  });
  return tables;
}

// ---------------------------------------------------------------- the sweep

/**
 * Runs the sweep and returns one table per corpus per command, then a summary with every crash.
 * SWEEP_REPORT=a.jsonl,b.jsonl runs nothing and prints the tables of earlier sweeps' logs instead.
 */
export async function runCliSweepBench(): Promise<BenchTable[]> {
  if (process.env.SWEEP_REPORT) {
    const lines = process.env.SWEEP_REPORT.split(',').flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Run | LogMeta),
    );
    return sweepTables(
      lines.filter((l): l is Run => !('kind' in l)),
      lines.filter((l): l is LogMeta => 'kind' in l),
      process.env.SWEEP_REPORT,
    );
  }
  const corpora = plans();
  if (!corpora.length) return [{ title: 'CLI sweep', rows: [['skipped', `no corpus folders under ${corporaDir}`]] }];
  const commands = new Set((process.env.SWEEP_COMMANDS ?? 'extract,learn,apply').split(','));
  const crossAll = (process.env.SWEEP_CROSS ?? 'all') !== 'first';
  const concurrency = Math.max(1, Math.min(2, Number(process.env.SWEEP_CONCURRENCY) || 2));
  const tmp = process.env.SWEEP_TMP ?? mkdtempSync(path.join(os.tmpdir(), 'paperbridge-cli-sweep-'));
  mkdirSync(tmp, { recursive: true });
  const log = process.env.SWEEP_LOG ?? path.join(tmp, 'runs.jsonl');
  // SWEEP_RESUME=1 (with the same SWEEP_LOG and SWEEP_TMP): runs already in the log are kept, not run again
  const earlier =
    process.env.SWEEP_RESUME && existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Run | LogMeta)
      : [];
  console.error(
    `[cli sweep] ${corpora.map((c) => `${c.name}: ${c.files.length} files, ${c.docs.length} documents`).join('; ')}`,
  );
  console.error(`[cli sweep] concurrency ${concurrency}; temp files under ${tmp}; one JSON line per run in ${log}`);

  const all: Run[] = earlier.filter((l): l is Run => !('kind' in l));
  const meta: LogMeta[] = earlier.filter((l): l is LogMeta => 'kind' in l);
  const done = new Map(all.map((r) => [`${r.corpus}\t${r.command}\t${r.label}`, r]));
  if (earlier.length) console.error(`[cli sweep] resuming: ${all.length} runs already in the log`);
  const t0 = performance.now();
  const note = (m: LogMeta) => {
    meta.push(m);
    appendFileSync(log, JSON.stringify(m) + '\n');
  };
  const record = (run: Run) => {
    all.push(run);
    appendFileSync(log, JSON.stringify(run) + '\n');
    if (run.outcome === 'crash')
      console.error(`[cli sweep] CRASH ${run.command} ${run.corpus}/${run.label}: ${run.reason}`);
    if (all.length % 25 === 0)
      console.error(`[cli sweep] ${all.length} runs, ${clock((performance.now() - t0) / 1000)}`);
  };
  const exec = async (
    corpus: string,
    command: Command,
    label: string,
    args: string[],
  ): Promise<Spawned & { run: Run }> => {
    const before = done.get(`${corpus}\t${command}\t${label}`);
    if (before)
      return {
        exit: before.exit,
        signal: before.signal,
        timedOut: false,
        stdout: '',
        stderr: '',
        seconds: before.seconds,
        run: before,
      };
    const r = await runCli(args);
    const c = classify(command, r);
    const run: Run = {
      corpus,
      command,
      label,
      ...c,
      exit: r.exit,
      signal: r.signal,
      seconds: r.seconds,
      at: (performance.now() - t0) / 1000,
      stderrHead: r.stderr.split(/\r?\n/).filter(Boolean).slice(0, 6),
    };
    record(run);
    return { ...r, run };
  };

  for (const c of corpora) {
    const c0 = performance.now();
    if (commands.has('extract')) {
      await pool(c.files, concurrency, async (rel) => {
        await exec(c.name, 'extract', rel, ['extract', path.join(c.dir, rel)]);
      });
    }
    const templates = new Map<string, string>();
    if (commands.has('learn') || commands.has('apply')) {
      const vdir = path.join(tmp, c.name, 'values'),
        tdir = path.join(tmp, c.name, 'templates');
      mkdirSync(vdir, { recursive: true });
      mkdirSync(tdir, { recursive: true });
      await pool(c.docs, concurrency, async (d) => {
        const stem = d.rel.replace(/[\\/]/g, '__');
        const values = path.join(vdir, `${stem}.json`);
        writeFileSync(values, JSON.stringify(d.values, null, 2));
        const r = await exec(c.name, 'learn', d.rel, ['learn', path.join(c.dir, d.rel), '--values', values]);
        const t = path.join(tdir, `${stem}.json`);
        if (r.run.outcome === 'ok' && r.stdout) writeFileSync(t, r.stdout);
        if (r.run.outcome === 'ok' && existsSync(t)) templates.set(d.rel, t);
      });
    }
    if (commands.has('apply')) {
      const jobs: { from: string; to: string }[] = [];
      const firstOfGroup = new Map<string, string>();
      for (const d of c.docs) if (d.group && !firstOfGroup.has(d.group)) firstOfGroup.set(d.group, d.rel);
      for (const d of c.docs) {
        jobs.push({ from: d.rel, to: d.rel });
        if (!d.group || (!crossAll && firstOfGroup.get(d.group) !== d.rel)) continue;
        for (const o of c.docs) if (o.group === d.group && o.rel !== d.rel) jobs.push({ from: d.rel, to: o.rel });
      }
      const runnable = jobs.filter((j) => templates.has(j.from));
      if (jobs.length > runnable.length && !meta.some((m) => m.kind === 'skipped' && m.corpus === c.name))
        note({ kind: 'skipped', corpus: c.name, count: jobs.length - runnable.length });
      await pool(runnable, concurrency, async (j) => {
        await exec(c.name, 'apply', j.from === j.to ? j.to : `${j.from} → ${j.to}`, [
          'apply',
          templates.get(j.from)!,
          path.join(c.dir, j.to),
        ]);
      });
    }
    note({ kind: 'corpus', corpus: c.name, seconds: (performance.now() - c0) / 1000 });
  }
  return sweepTables(all, meta, log, (performance.now() - t0) / 1000);
}
