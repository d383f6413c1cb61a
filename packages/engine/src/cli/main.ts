import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { templateSchema, templateValuesSchema } from '@paperbridge/contracts';
import { shutdownOcr } from '../load/ocr-bridge.ts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { applyTemplate } from '../template/apply-template.ts';
import { learnTemplate } from '../template/learn-template.ts';

const USAGE = `usage:
  paperbridge-engine extract FILE [--timeout MS] [--max-pages N] [--no-ocr]
  paperbridge-engine learn FILE --values VALUES.json
  paperbridge-engine apply TEMPLATE.json FILE`;

/** Exit codes: 0 ok, 1 extraction failed or partial, 2 usage error. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = parseFlags(rest);
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--') && takesValue(rest[i - 1]!)));
  const extractOpts = {
    timeoutMs: flags.timeout ? Number(flags.timeout) : undefined,
    maxPages: flags['max-pages'] ? Number(flags['max-pages']) : undefined,
    ocr: flags['no-ocr'] === undefined,
  };
  const extract = async (file: string) => {
    const result = await extractDocument(new Uint8Array(await readFile(file)), { ...extractOpts, fileName: path.basename(file) });
    for (const e of result.errors) process.stderr.write(`${e.code} (${e.stage}${e.page ? `, page ${e.page}` : ''}): ${e.message}\n`);
    return result;
  };
  if (command === 'extract' && positional[0]) {
    const result = await extract(positional[0]);
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    return result.status === 'success' ? 0 : 1;
  }
  if (command === 'learn' && positional[0] && flags.values) {
    const values = templateValuesSchema.parse(JSON.parse(await readFile(flags.values, 'utf8')));
    const result = await extract(positional[0]);
    if (!result.document) return 1;
    const template = learnTemplate(result.document, values);
    for (const w of template.warnings) process.stderr.write(`warning: ${w}\n`);
    process.stdout.write(JSON.stringify(template, null, 2) + '\n');
    return 0;
  }
  if (command === 'apply' && positional[0] && positional[1]) {
    const template = templateSchema.parse(JSON.parse(await readFile(positional[0], 'utf8')));
    const result = await extract(positional[1]);
    if (!result.document) return 1;
    process.stdout.write(JSON.stringify(applyTemplate(template, result.document), null, 2) + '\n');
    return 0;
  }
  process.stderr.write(USAGE + '\n');
  return 2;
}

const takesValue = (flag: string) => ['--values', '--timeout', '--max-pages'].includes(flag);

function parseFlags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) continue;
    out[a.slice(2)] = takesValue(a) ? (args[++i] ?? '') : 'true';
  }
  return out;
}

main(process.argv.slice(2))
  .then(async (code) => { await shutdownOcr(); process.exitCode = code; })
  .catch(async (e: unknown) => {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    await shutdownOcr().catch(() => undefined);
    process.exitCode = 1;
  });
