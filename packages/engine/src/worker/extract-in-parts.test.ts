import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ExtractionResult } from '@paperbridge/contracts';
import { extractDocument } from '../pipeline/extract-document.ts';
import { makePdf, ruledGrid, type TestPage } from '../testing/make-pdf.ts';
import { createEnginePool } from './engine-pool.ts';
import { pageRuns, type Spread } from './extract-in-parts.ts';

/** A report of `n` pages: a title, a key-value and prose on each; a ruled table that goes on from page 10 to 11; page 15 only a filled box (a page for OCR). */
async function longReport(n: number): Promise<Uint8Array> {
  const pages: TestPage[] = [];
  for (let p = 1; p <= n; p++) {
    if (p === 15) {
      pages.push({ rects: [{ x: 100, y: 100, w: 300, h: 40 }] });
      continue;
    }
    const texts = [
      { x: 50, y: 40, text: `Quarterly report section ${p}`, size: 14, bold: true },
      { x: 50, y: 80, text: `Reference No: R-${1000 + p}` },
      { x: 50, y: 110, text: `This page describes part ${p} of the report in a sentence of running text.` },
    ];
    const page: TestPage = { texts };
    if (p === 10 || p === 11) {
      const top = p === 10 ? 600 : 60;
      const rows =
        p === 10
          ? [
              ['Item', 'Qty', 'Amount'],
              ['Bolts', '10', '5.00'],
              ['Nuts', '20', '2.00'],
            ]
          : [
              ['Washers', '30', '1.50'],
              ['Screws', '40', '4.00'],
            ];
      const grid = ruledGrid(
        [50, 250, 350, 450],
        rows.map((_, i) => top + i * 20).concat(top + rows.length * 20),
        rows,
      );
      page.lines = grid.lines;
      page.texts =
        p === 10 ? [...texts, ...grid.texts!] : [...grid.texts!, ...texts.map((t) => ({ ...t, y: t.y + 120 }))];
    }
    pages.push(page);
  }
  return makePdf(pages);
}

const withoutTimings = (r: ExtractionResult) => ({ ...r, timings: undefined });

test('a long PDF read in parts by every thread gives the document one thread gives, tables joined across parts and page errors in page order', async () => {
  const pdf = await longReport(23);
  const alone = await extractDocument(pdf, { ocr: false, fileName: 'report.pdf' });
  const spreads: Spread[] = [];
  const pool = createEnginePool(2, { onSpread: (s) => spreads.push(s) });
  try {
    const spread = await pool.extract(pdf, { ocr: false, fileName: 'report.pdf' });
    assert.equal(alone.status, 'partial');
    assert.deepEqual(
      alone.errors.map((e) => [e.code, e.page]),
      [['ocr_unavailable', 15]],
    );
    assert.ok(
      alone.document!.tables.some((t) => t.pages.join() === '10,11'),
      'the fixture has a table continued over a page break',
    );
    assert.deepEqual(withoutTimings(spread), withoutTimings(alone));
    assert.deepEqual(
      spreads.map((s) => [s.pageCount, s.runs, s.threads]),
      [[23, 7, 2]],
      'both threads read runs of pages',
    );
    assert.ok(spread.timings.total! > 0 && spread.timings.layout! > 0);
    // the pool goes on with other documents afterwards, short and long
    const short = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 42' }] }]);
    const [a, b] = await Promise.all([pool.extract(short), pool.extract(pdf, { ocr: false })]);
    assert.equal(a.document?.keyValues[0]?.value, '42');
    assert.equal(b.document?.pages.length, 22);
    assert.equal(spreads.length, 2, 'the one-page invoice is read by one thread, unsplit');
  } finally {
    await pool.close();
  }
});

test("threads that load pdf.js as they boot (the CLI's pool for a large file) read a long PDF as one thread does", async () => {
  const pdf = await longReport(12);
  const alone = await extractDocument(pdf, { ocr: false });
  const spreads: Spread[] = [];
  // the pool's first job comes while both threads are still loading pdf.js: it must wait for that, not race it
  const pool = createEnginePool(2, { warmUp: false, loadPdfjs: true, onSpread: (s) => spreads.push(s) });
  try {
    assert.deepEqual(withoutTimings(await pool.extract(pdf, { ocr: false })), withoutTimings(alone));
    assert.equal(spreads[0]?.threads, 2);
  } finally {
    await pool.close();
  }
});

test('a long PDF past its deadline ends with a timeout error, keeping the pages read, and the pool serves the next document', async () => {
  const pdf = await longReport(40);
  const pool = createEnginePool(2);
  try {
    const t0 = Date.now();
    const late = await pool.extract(pdf, { ocr: false, timeoutMs: 1 });
    assert.ok(Date.now() - t0 < 10_000);
    assert.ok(
      late.errors.some((e) => e.code === 'timeout'),
      JSON.stringify(late.errors),
    );
    assert.equal(late.errors.filter((e) => e.code === 'timeout').length, 1);
    if (late.document) assert.equal(late.status, 'partial');
    else assert.equal(late.status, 'failed');
    const next = await pool.extract(pdf, { ocr: false });
    assert.equal(next.document?.pages.length, 39);
  } finally {
    await pool.close();
  }
});

test('a long PDF over the page limit or over a decode limit fails as in one thread', async () => {
  const pdf = await longReport(12);
  const pool = createEnginePool(2);
  try {
    const tooLong = await pool.extract(pdf, { maxPages: 10 });
    assert.equal(tooLong.status, 'failed');
    assert.equal(tooLong.errors[0]?.code, 'too_many_pages');
    const limits = { maxDocumentBytes: 2_000, maxStreamBytes: 1_000 };
    const [alone, spread] = [
      await extractDocument(pdf, { ocr: false, limits }),
      await pool.extract(pdf, { ocr: false, limits }),
    ];
    assert.equal(alone.status, 'failed');
    assert.equal(spread.status, 'failed');
    assert.equal(spread.errors.at(-1)?.code, alone.errors.at(-1)?.code);
  } finally {
    await pool.close();
  }
});

test('page runs cover every page once, 2 to 25 pages each, shrinking towards the end', () => {
  const cover = (runs: [number, number][]) =>
    runs.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
  const sizes = (runs: [number, number][]) => runs.map(([a, b]) => b - a + 1);
  for (const [pages, threads] of [
    [229, 2],
    [229, 15],
    [9, 2],
    [40, 3],
  ] as const) {
    const runs = pageRuns(pages, threads);
    assert.deepEqual(
      cover(runs),
      Array.from({ length: pages }, (_, i) => i + 1),
    );
    assert.ok(
      sizes(runs).every((s, i, all) => s <= 25 && (s >= 2 || i === all.length - 1) && (i === 0 || s <= all[i - 1]!)),
      sizes(runs).join(),
    );
  }
  assert.deepEqual(sizes(pageRuns(229, 2)), [25, 25, 25, 25, 25, 25, 20, 15, 11, 9, 6, 5, 4, 3, 2, 2, 2]);
  assert.equal(pageRuns(229, 15).length, 65);
  assert.deepEqual(pageRuns(9, 2), [
    [1, 3],
    [4, 5],
    [6, 7],
    [8, 9],
  ]);
});
