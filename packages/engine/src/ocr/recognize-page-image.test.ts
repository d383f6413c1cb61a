import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { isOcrTimeout } from './ocr-error.ts';
import { recognizePageImage } from './recognize-page-image.ts';
import { renderTextPage, rotateRaw, SAMPLE_LINES, wordRecall } from './synthetic-page.fixture.ts';
import { terminateOcr } from './tesseract-pool.ts';

after(() => terminateOcr());

test('reads an upright synthetic page with boxes normalised to the page', async () => {
  const page = renderTextPage({ fontPx: 22 });
  const result = await recognizePageImage(page);
  const texts = result.words.map((w) => w.text);
  assert.ok(wordRecall(SAMPLE_LINES, texts) >= 0.9, texts.join(' '));
  assert.equal(result.rotation, 0);
  assert.equal(result.skew, 0);
  assert.equal(result.width, page.width);
  for (const w of result.words) {
    assert.ok(
      w.box.x0 >= 0 && w.box.x1 <= 1 && w.box.y0 >= 0 && w.box.y1 <= 1 && w.box.x0 < w.box.x1 && w.box.y0 < w.box.y1,
    );
  }
  // "TOTAL" is on the 6th of 7 lines: its box must sit in the lower part of the page.
  const total = result.words.find((w) => w.text === 'TOTAL')!;
  assert.ok(total.box.y0 > 0.6 && total.box.y1 < 0.9, JSON.stringify(total.box));
  assert.ok(result.timings.total! > 0);
});

test('the combined engine reads a clean page with Tesseract alone and says so; PP-OCR alone says ppocr', async () => {
  const page = renderTextPage({ fontPx: 22 });
  const clean = await recognizePageImage(page, { engine: 'combined' });
  assert.equal(clean.engine, 'tesseract', 'Tesseract was sure of every word: PP-OCR is not run');
  assert.equal(clean.timings.ppocrDetect, undefined);
  const ppocr = await recognizePageImage(page, { engine: 'ppocr' });
  assert.equal(ppocr.engine, 'ppocr');
  assert.ok(
    wordRecall(
      SAMPLE_LINES,
      ppocr.words.map((w) => w.text),
    ) >= 0.5,
  );
});

for (const turn of [90, 180, 270] as const) {
  test(`a page turned ${turn} degrees is read upright`, async () => {
    // The page was turned `turn` clockwise; undoing it takes (360 - turn).
    const turned = await rotateRaw(renderTextPage({ fontPx: 22 }), turn);
    const result = await recognizePageImage(turned);
    assert.equal(result.rotation, (360 - turn) % 360);
    const texts = result.words.map((w) => w.text);
    assert.ok(wordRecall(SAMPLE_LINES, texts) >= 0.9, texts.join(' '));
  });
}

test('a page skewed 3 degrees is deskewed and read', async () => {
  const skewed = await rotateRaw(renderTextPage({ fontPx: 22 }), 3);
  const result = await recognizePageImage(skewed);
  assert.ok(Math.abs(result.skew - 3) <= 0.3, `skew ${result.skew}`);
  assert.ok(
    wordRecall(
      SAMPLE_LINES,
      result.words.map((w) => w.text),
    ) >= 0.9,
  );
});

test('small print is read after upscaling, and every step can be switched on or off', async () => {
  const small = renderTextPage({ fontPx: 11 });
  const prepared = await recognizePageImage(small);
  assert.ok(
    wordRecall(
      SAMPLE_LINES,
      prepared.words.map((w) => w.text),
    ) >= 0.8,
  );
  const plain = await recognizePageImage(small, {
    steps: { upscale: false, normalise: false, binarise: false, reread: false, orientation: false, deskew: false },
  });
  assert.ok(plain.words.length > 0);
  assert.equal(plain.timings.reread, undefined);
  const everything = await recognizePageImage(small, { steps: { binarise: true, reread: true } });
  assert.notEqual(everything.timings.reread, undefined);
  assert.ok(
    wordRecall(
      SAMPLE_LINES,
      everything.words.map((w) => w.text),
    ) >= 0.8,
  );
});

test('a time bound throws a typed timeout error instead of hanging', async () => {
  const page = renderTextPage({ fontPx: 22 });
  await assert.rejects(recognizePageImage(page, { timeoutMs: 1 }), (error: unknown) => isOcrTimeout(error));
  // The pool recovers: the next page is read normally.
  const result = await recognizePageImage(page);
  assert.ok(result.words.length > 5);
});
