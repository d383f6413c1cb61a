import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { DEFAULT_OCR_ENGINE, ocrEngine } from './ocr-engine.ts';

const saved = process.env.PAPERBRIDGE_OCR_ENGINE;
afterEach(() => {
  if (saved === undefined) delete process.env.PAPERBRIDGE_OCR_ENGINE;
  else process.env.PAPERBRIDGE_OCR_ENGINE = saved;
});

test('the engine named in the options wins over PAPERBRIDGE_OCR_ENGINE, which wins over the default', () => {
  delete process.env.PAPERBRIDGE_OCR_ENGINE;
  assert.equal(ocrEngine(), DEFAULT_OCR_ENGINE);
  process.env.PAPERBRIDGE_OCR_ENGINE = 'combined';
  assert.equal(ocrEngine(), 'combined');
  assert.equal(ocrEngine({ engine: 'ppocr' }), 'ppocr');
});

test('an unknown engine name in the environment fails loudly, listing the known ones', () => {
  process.env.PAPERBRIDGE_OCR_ENGINE = 'paddle';
  assert.throws(() => ocrEngine(), /tesseract, ppocr, combined/);
});
