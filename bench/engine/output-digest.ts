import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEnginePool } from '@paperbridge/engine';
import { corpus, listFiles } from './bench-utils.ts';

/**
 * The engine's text-layer output for every PDF of ../shared/corpora, one digest per file: run it before and
 * after a change that must not alter output (a speed-up inside pdf.js, a refactor of the page stages) and
 * compare the two files. OCR is off (a page without text reads as 'ocr_unavailable'), timings are left out.
 *
 *   node --import tsx bench/engine/output-digest.ts /tmp/before.tsv   # then again after, then: diff
 *   OUTPUT_DIGEST_KEEP=/tmp/json-before   also keeps each file's whole output, to see what differs
 */
async function main(): Promise<void> {
  const outFile = process.argv[2];
  if (!outFile) throw new Error('usage: output-digest.ts OUT.tsv');
  const root = corpus('');
  if (!root) throw new Error('../shared/corpora is not there');
  const keep = process.env.OUTPUT_DIGEST_KEEP;
  const files = listFiles(root)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .map((f) => path.join(root, f));
  const pool = createEnginePool(2);
  const lines: string[] = [];
  const t0 = performance.now();
  try {
    let done = 0;
    await Promise.all(
      files.map(async (file) => {
        const r = await pool.extract(readFileSync(file), { fileName: path.basename(file), ocr: false });
        const text = JSON.stringify({ status: r.status, document: r.document, errors: r.errors });
        const rel = path.relative(root, file);
        if (keep) writeFileSync(path.join(keep, rel.replaceAll('/', '__') + '.json'), text);
        lines.push(`${rel}\t${r.status}\t${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
        if (++done % 50 === 0) process.stderr.write(`${done}/${files.length}\n`);
      }),
    );
  } finally {
    await pool.close();
  }
  lines.sort();
  writeFileSync(outFile, lines.join('\n') + '\n');
  console.log(`${files.length} PDFs in ${((performance.now() - t0) / 1000).toFixed(1)} s -> ${outFile}`);
}

await main();
