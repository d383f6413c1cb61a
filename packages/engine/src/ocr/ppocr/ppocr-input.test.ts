import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectionInput, detectionSize } from './detect-text-boxes.ts';
import { recognitionWidth, REC_HEIGHT, writeRecognitionLine } from './recognition-input.ts';
import { BATCH_COLUMNS, recognitionBatches } from './recognise-lines.ts';

test('the detector input keeps the aspect, never enlarges, and has sides that are multiples of 32', () => {
  assert.deepEqual(detectionSize(1000, 2500, 1280), { width: 512, height: 1280 });
  assert.deepEqual(detectionSize(300, 200, 1280), { width: 288, height: 192 });
  assert.deepEqual(detectionSize(10, 10, 1280), { width: 32, height: 32 });
});

test('the detector input is bounded in area too: an A4 scan keeps its 1280 px, a square photo is read smaller', () => {
  const bound = 1280 * 1000;
  assert.deepEqual(detectionSize(4961, 7016, 1280, bound), { width: 896, height: 1280 });
  assert.deepEqual(detectionSize(3000, 3000, 1280, bound), { width: 1120, height: 1120 });
  assert.deepEqual(detectionSize(3000, 3000, 1280), { width: 1280, height: 1280 });
});

test('recognition batches hold up to 8 lines and up to BATCH_COLUMNS columns; a wider line goes alone', () => {
  assert.equal(BATCH_COLUMNS, 1024);
  assert.deepEqual(recognitionBatches(Array.from({ length: 10 }, () => 100)), [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 9],
  ]);
  // sorted by width: the batch is as wide as its last line
  assert.deepEqual(recognitionBatches([200, 300, 300, 300, 600, 2000]), [[0, 1, 2], [3], [4], [5]]);
  assert.deepEqual(recognitionBatches([]), []);
});

test('the detector input is 3 planes normalised by the ImageNet mean and deviation', () => {
  const data = detectionInput({ width: 2, height: 1, data: Uint8Array.from([0, 255]) });
  assert.equal(data.length, 6);
  assert.ok(Math.abs(data[0]! - -0.485 / 0.229) < 1e-5);
  assert.ok(Math.abs(data[1]! - (1 - 0.485) / 0.229) < 1e-5);
  assert.ok(Math.abs(data[5]! - (1 - 0.406) / 0.225) < 1e-5);
});

test('a line is resampled to 48 px high keeping its aspect, normalised to -1..1, padding left at 0', () => {
  const page = { width: 200, height: 100, data: new Uint8Array(200 * 100).fill(255) };
  for (let x = 0; x < 100; x++) for (let y = 0; y < 100; y++) page.data[y * 200 + x] = 0; // left half black
  const box = { x0: 50, y0: 0, x1: 150, y1: 100 }; // half black, half white
  const width = recognitionWidth(box);
  assert.equal(width, 48);
  const batchWidth = 64;
  const out = new Float32Array(3 * REC_HEIGHT * batchWidth);
  writeRecognitionLine(page, box, width, out, 0, batchWidth);
  assert.ok(Math.abs(out[2]! - -1) < 1e-6, 'black → -1');
  assert.ok(Math.abs(out[45]! - 1) < 1e-6, 'white → 1');
  assert.equal(out[50], 0, 'padding stays 0');
  const plane = REC_HEIGHT * batchWidth;
  assert.equal(out[plane + 45], out[45], 'the three channels carry the same grey');
});
