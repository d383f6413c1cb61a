import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ExtractionResult, Page } from '@paperbridge/contracts';
import { makePdf } from '../testing/make-pdf.ts';
import { createEnginePool } from './engine-pool.ts';
import { jsonText, resultJson } from './result-json.ts';

const page = (n: number, text: string) =>
  ({ pageNumber: n, width: 612, height: 792, words: [{ text }] }) as unknown as Page;

test('pages given as UTF-8 JSON are written byte for byte as JSON.stringify writes the objects', () => {
  const pages = [
    page(1, 'plain'),
    page(2, '“quoted” \\ "escaped" \u0000 and a stand-in look-alike: \u0000page-x'),
    page(3, 'é €'),
  ];
  const result: ExtractionResult = {
    status: 'partial',
    document: { fileName: 'a.pdf', type: 'pdf', pageCount: 3, pages, keyValues: [], tables: [] },
    errors: [{ stage: 'ocr', page: 2, code: 'ocr_unavailable', message: 'no OCR' }],
    timings: { total: 1 },
  };
  const asBytes = {
    ...result,
    document: {
      ...result.document!,
      pages: pages.map((p) => new TextEncoder().encode(JSON.stringify(p))) as unknown as Page[],
    },
  };
  const bytes = (pieces: ReturnType<typeof resultJson>) =>
    Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
  assert.deepEqual(bytes(resultJson(asBytes)), Buffer.from(JSON.stringify(result)));
  assert.equal(resultJson(asBytes).length, 7, 'each page its own piece, between the text around it');
  assert.equal(jsonText(resultJson(asBytes)), JSON.stringify(result));
  assert.equal(jsonText(resultJson(result)), JSON.stringify(result), 'object pages as they are');
  const failed: ExtractionResult = { status: 'failed', document: null, errors: [], timings: {} };
  assert.equal(jsonText(resultJson(failed)), JSON.stringify(failed));
});

test("the pool's extractJson is JSON.stringify of its extract, for a long PDF read in parts and for a short one", async () => {
  const long = await makePdf(
    Array.from({ length: 12 }, (_, i) => ({
      texts: [
        { x: 50, y: 40, text: `Section ${i + 1} “Terms”` },
        { x: 50, y: 80, text: `Reference No: R-${100 + i}` },
      ],
    })),
  );
  const short = await makePdf([{ texts: [{ x: 50, y: 50, text: 'Invoice No: 42' }] }]);
  const spreads: number[] = [];
  const pool = createEnginePool(2, { onSpread: (s) => spreads.push(s.pageCount) });
  const withoutTimings = (json: string) =>
    JSON.stringify({ ...(JSON.parse(json) as ExtractionResult), timings: undefined });
  try {
    for (const pdf of [long, short]) {
      const asJson = await pool.extractJson(pdf, { ocr: false, fileName: 'doc.pdf' });
      const asObjects = await pool.extract(pdf, { ocr: false, fileName: 'doc.pdf' });
      assert.equal(withoutTimings(jsonText(asJson.json)), withoutTimings(JSON.stringify(asObjects)));
      assert.equal(asJson.status, asObjects.status);
      assert.deepEqual(asJson.errors, asObjects.errors);
    }
    assert.deepEqual(spreads, [12, 12], 'the long one was read in parts both times');
  } finally {
    await pool.close();
  }
});
