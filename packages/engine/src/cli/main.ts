import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExtractionError } from '@paperbridge/contracts';
import { shutdownOcr } from '../load/ocr-bridge.ts';
import { createEnginePool, type EnginePool } from '../worker/engine-pool.ts';
import type { JsonPieces } from '../worker/result-json.ts';
import { cliPoolOptions } from './cli-pool-options.ts';

const USAGE = `usage:
  paperbridge-engine extract FILE [--timeout MS] [--max-pages N] [--no-ocr] [--pretty]
  paperbridge-engine learn FILE --values VALUES.json [--pretty]
  paperbridge-engine apply TEMPLATE.json FILE [--pretty]
JSON goes to stdout, indented on a terminal or with --pretty, on one line otherwise.`;

/**
 * A problem with the command line or the files it names (not with a document's content): printed as one
 * `code (cli): message` line, exit 2.
 */
class CliError extends Error {
  constructor(
    readonly code: 'usage' | 'unreadable_file' | 'invalid_values' | 'invalid_template',
    message: string,
  ) {
    super(message);
  }
}

/** Exit codes: 0 ok, 1 extraction failed or partial, 2 usage error (bad arguments, unreadable or invalid input files). */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = parseFlags(rest);
  indent = flags.pretty !== undefined || process.stdout.isTTY ? 2 : undefined;
  const positional = rest.filter(
    (a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--') && takesValue(rest[i - 1]!)),
  );
  const extractOpts = {
    timeoutMs: flags.timeout !== undefined ? positiveInt('--timeout', flags.timeout) : undefined,
    maxPages: flags['max-pages'] !== undefined ? positiveInt('--max-pages', flags['max-pages']) : undefined,
    ocr: flags['no-ocr'] === undefined,
  };
  const read = async (file: string) => {
    const bytes = new Uint8Array(await readInput(file));
    pool ??= createEnginePool(os.availableParallelism(), cliPoolOptions(bytes.byteLength));
    return { pool, bytes, opts: { ...extractOpts, fileName: path.basename(file) } };
  };
  const extract = async (file: string) => {
    const { pool, bytes, opts } = await read(file);
    const result = await pool.extract(bytes, opts);
    printErrors(result.errors);
    return result;
  };
  if (command === 'extract' && positional[0] && indent === undefined) {
    // one line of JSON: the engine writes it (a long document's pages as the threads serialised them)
    const { pool, bytes, opts } = await read(positional[0]);
    const result = await pool.extractJson(bytes, opts);
    printErrors(result.errors);
    await writePieces(result.json);
    return result.status === 'success' ? 0 : 1;
  }
  if (command === 'extract' && positional[0]) {
    const result = await extract(positional[0]);
    await writeOut(result);
    return result.status === 'success' ? 0 : 1;
  }
  if (command === 'learn' && positional[0] && flags.values) {
    // loaded only here: the contracts' schemas (zod) are most of the CLI's code, and an extract needs none of it
    const [{ templateValuesSchema }, { learnTemplate }] = await Promise.all([
      import('@paperbridge/contracts'),
      import('../template/learn-template.ts'),
    ]);
    const values = await readJson(flags.values, templateValuesSchema, 'invalid_values');
    const result = await extract(positional[0]);
    if (!result.document) return 1;
    const template = learnTemplate(result.document, values);
    for (const w of template.warnings) process.stderr.write(`warning: ${oneLine(w)}\n`);
    await writeOut(template);
    return 0;
  }
  if (command === 'apply' && positional[0] && positional[1]) {
    const [{ templateSchema }, { applyTemplate }] = await Promise.all([
      import('@paperbridge/contracts'),
      import('../template/apply-template.ts'),
    ]);
    const template = await readJson(positional[0], templateSchema, 'invalid_template');
    const result = await extract(positional[1]);
    if (!result.document) return 1;
    await writeOut(applyTemplate(template, result.document));
    return 0;
  }
  throw new CliError(
    'usage',
    `${command ? `unknown command or missing argument: ${argv.join(' ')}` : 'no command given'}\n${USAGE}`,
  );
}

const printErrors = (errors: readonly ExtractionError[]) => {
  for (const e of errors)
    process.stderr.write(`${e.code} (${e.stage}${e.page ? `, page ${e.page}` : ''}): ${oneLine(e.message)}\n`);
};
const takesValue = (flag: string) => ['--values', '--timeout', '--max-pages'].includes(flag);
const oneLine = (s: string) => s.replace(/\s*\r?\n\s*/g, ' ').trim();

function parseFlags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) continue;
    out[a.slice(2)] = takesValue(a) ? (args[++i] ?? '') : 'true';
  }
  return out;
}

function positiveInt(flag: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0)
    throw new CliError('usage', `${flag} needs a positive whole number, not "${value}"`);
  return n;
}

async function readInput(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (e as Error).message;
    throw new CliError('unreadable_file', `cannot read ${file}: ${why}`);
  }
}

/** A JSON input file checked against its contract schema; any problem is one clear line. */
interface Schema<T> {
  safeParse(
    x: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

async function readJson<T>(file: string, schema: Schema<T>, code: 'invalid_values' | 'invalid_template'): Promise<T> {
  const text = (await readInput(file)).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new CliError(code, `${file} is not JSON: ${oneLine((e as Error).message)}`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(top level)'}: ${oneLine(i.message)}`);
  const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : '';
  throw new CliError(
    code,
    `${file} is not a valid ${code === 'invalid_values' ? 'values file' : 'template'}: ${issues.join('; ')}${more}`,
  );
}

/**
 * JSON on stdout; resolves once it is handed to the OS. Indented only for a reader: a long document's
 * model is tens of MB, and indentation makes it three times as large and slower to write and to parse.
 */
let indent: number | undefined;
function writeOut(value: unknown): Promise<void> {
  return writeText(JSON.stringify(value, null, indent));
}

/** A long document's JSON as the pool gives it: text and pages' UTF-8 bytes, written in order, never joined. */
function writePieces(pieces: JsonPieces): Promise<void> {
  for (const piece of pieces) process.stdout.write(piece);
  return new Promise((resolve, reject) => process.stdout.write('\n', (e) => (e ? reject(e) : resolve())));
}

function writeText(json: string): Promise<void> {
  // written in two: a long document's JSON is tens of MB, and joining the newline on would copy it once more
  process.stdout.write(json);
  return new Promise((resolve, reject) => process.stdout.write('\n', (e) => (e ? reject(e) : resolve())));
}

// stdout closed by the reader (`| head`): stop quietly instead of dying on an unhandled EPIPE
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

let pool: EnginePool | null = null;
const shutdown = async () => {
  await pool?.close();
  await shutdownOcr();
};

main(process.argv.slice(2))
  .then(async (code) => {
    await shutdown();
    process.exitCode = code;
  })
  .catch(async (e: unknown) => {
    if (e instanceof CliError) {
      const [first, ...more] = e.message.split('\n');
      process.stderr.write(`${e.code} (cli): ${first}\n${more.length ? more.join('\n') + '\n' : ''}`);
      process.exitCode = 2;
    } else {
      // a bug, not a bad input: say so, with the stack to report
      process.stderr.write(`internal_error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    }
    await shutdown().catch(() => undefined);
  });
