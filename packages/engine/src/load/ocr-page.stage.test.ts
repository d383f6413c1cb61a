import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ocrResultToPage } from './ocr-page.stage.ts';

describe('OCR result to page', () => {
  it('scales normalised OCR boxes to page points (image files: 1 px = 1 pt)', () => {
    const page = ocrResultToPage(
      {
        words: [{ text: 'TOTAL', box: { x0: 0.5, y0: 0.25, x1: 0.75, y1: 0.3 }, confidence: 91 }],
        rotation: 0,
        skew: 0,
        width: 800,
        height: 1600,
        timings: {},
      },
      1,
      null,
    );
    assert.equal(page.width, 800);
    assert.equal(page.height, 1600);
    assert.deepEqual(page.words[0]!.box, { x0: 400, y0: 400, x1: 600, y1: 480 });
  });

  it('keeps a scanned PDF page at its width in points', () => {
    const page = ocrResultToPage(
      {
        words: [{ text: 'Invoice', box: { x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.12 }, confidence: 88 }],
        rotation: 90,
        skew: 0.4,
        width: 2480,
        height: 3508,
        timings: {},
      },
      2,
      595,
    );
    assert.equal(page.width, 595);
    assert.ok(Math.abs(page.height - 841.6) < 0.5);
    assert.ok(Math.abs(page.words[0]!.box.x0 - 59.5) < 1e-9);
    assert.equal(page.rotation, 90);
  });
});
