import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../pipeline/extract-document.ts';
import { contentBombPdf, imageBombPdf, jpegHeader, operatorHeavyPdf, pngHeader, tiffHeader } from '../testing/bombs.ts';
import { makePdf } from '../testing/make-pdf.ts';
import { createEnginePool } from '../worker/engine-pool.ts';

const GiB = 1024 ** 3;

/** The result's first error, checked to be the typed refusal; the message is asserted to stay short. */
function assertRefused(r: Awaited<ReturnType<typeof extractDocument>>, pattern: RegExp): void {
  assert.equal(r.status, 'failed', JSON.stringify(r.errors).slice(0, 500));
  assert.equal(r.document, null);
  assert.equal(r.errors[0]?.code, 'resource_limit', JSON.stringify(r.errors).slice(0, 500));
  assert.match(r.errors[0]!.message, pattern);
  assert.ok(r.errors[0]!.message.length < 200);
}

test('importing the engine, and reading a PDF with it, leaves the process its own DecompressionStream, Array#push and JSON', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-engine-globals-'));
  try {
    const pdfFile = path.join(dir, 'one.pdf');
    await writeFile(pdfFile, await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 7' }] }]));
    const script = path.join(dir, 'probe.mjs');
    await writeFile(
      script,
      `
      import { readFileSync } from 'node:fs';
      const before = [globalThis.DecompressionStream, Array.prototype.push, JSON.parse, JSON.stringify, Function.prototype.toString];
      const now = () => [globalThis.DecompressionStream, Array.prototype.push, JSON.parse, JSON.stringify, Function.prototype.toString];
      const same = () => now().every((f, i) => f === before[i]);
      const engine = await import(${JSON.stringify(new URL('../index.ts', import.meta.url).href)});
      const afterImport = same();
      const r = await engine.extractDocument(new Uint8Array(readFileSync(${JSON.stringify(pdfFile)})));
      console.log(JSON.stringify({ afterImport, afterExtract: same(), status: r.status }));
      process.exit(0); // tsx's loader port can keep an in-process extraction's script alive
    `,
    );
    let out: string;
    try {
      out = execFileSync(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 60_000,
      });
    } catch (e) {
      assert.fail(`the probe process failed: ${String((e as { stderr?: string }).stderr ?? e).slice(0, 800)}`);
    }
    assert.deepEqual(JSON.parse(out.trim().split('\n').pop()!), {
      afterImport: true,
      afterExtract: true,
      status: 'success',
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a PDF of a few hundred bytes whose Flate stream inflates to 4 GB fails with resource_limit, quickly', async () => {
  const pdf = await contentBombPdf(4 * GiB);
  assert.ok(pdf.length < 1024, `the bomb is ${pdf.length} bytes`);
  const t0 = performance.now();
  const r = await extractDocument(pdf, { timeoutMs: 30_000 });
  assertRefused(r, /compressed stream larger than the 256 MB allowed/);
  assert.ok(performance.now() - t0 < 15_000);
});

test('the stream and document limits come from the options', async () => {
  const pdf = await contentBombPdf(8 * 1024 * 1024);
  assertRefused(
    await extractDocument(pdf, { limits: { maxStreamBytes: 1024 * 1024 } }),
    /larger than the 1 MB allowed/,
  );
  assertRefused(
    await extractDocument(pdf, { limits: { maxDocumentBytes: 4 * 1024 * 1024 } }),
    /more than the 4 MB allowed for one document/,
  );
});

test('in the worker pool the bomb fails only its own document: the process lives and the next document extracts', async () => {
  const pool = createEnginePool(1);
  try {
    const bomb = await pool.extract(await contentBombPdf(4 * GiB), { timeoutMs: 30_000 });
    assertRefused(bomb, /compressed stream/);
    const next = await pool.extract(
      await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 43 after the bomb' }] }]),
    );
    assert.equal(next.status, 'success');
    assert.equal(next.document?.keyValues[0]?.value, '43 after the bomb');
  } finally {
    await pool.close();
  }
});

test('a PNG, a JPEG and a TIFF whose headers claim billions of pixels are refused before decoding', async () => {
  for (const [name, bytes, pattern] of [
    ['png', pngHeader(100_000, 100_000), /100000 × 100000 pixels \(10000 megapixels\); the limit is 100 megapixels/],
    // a JPEG frame's sides are 16 bits: 65,535 is the most it can claim
    ['jpeg', jpegHeader(65_535, 65_535), /65535 × 65535 pixels/],
    ['tiff', tiffHeader(100_000, 100_000), /100000 × 100000 pixels/],
  ] as const) {
    const t0 = performance.now();
    const r = await extractDocument(bytes);
    assertRefused(r, pattern);
    assert.ok(performance.now() - t0 < 2_000, `${name} took ${performance.now() - t0} ms`);
  }
});

test('an image XObject claiming 100,000 × 100,000 pixels in a PDF is refused with resource_limit', async () => {
  const r = await extractDocument(await imageBombPdf(100_000, 100_000), { timeoutMs: 30_000 });
  assertRefused(r, /the PDF holds an image of 100000 × 100000 pixels/);
});

test('an image XObject of allowed size whose data inflates to 4 GB is refused with resource_limit', async () => {
  const r = await extractDocument(await imageBombPdf(8_000, 8_000), { timeoutMs: 30_000 });
  assertRefused(r, /compressed stream larger than the 256 MB allowed/);
});

test('a thread that runs out of memory fails only its document with resource_limit; the pool replaces it and goes on', async () => {
  // 192 MB is enough for a small PDF, not for 4 million operators in pdf.js's operator list
  const pool = createEnginePool(1, { resourceLimits: { maxOldGenerationSizeMb: 192 } });
  try {
    const good = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 44 beside the heavy one' }] }]);
    const heavy = await pool.extract(operatorHeavyPdf(4_000_000), { timeoutMs: 120_000 });
    assertRefused(heavy, /needed more memory than the engine allows one document \(192 MB\)/);
    const next = await pool.extract(good);
    assert.equal(next.status, 'success', JSON.stringify(next.errors));
    assert.equal(next.document?.keyValues[0]?.value, '44 beside the heavy one');
  } finally {
    await pool.close();
  }
});
