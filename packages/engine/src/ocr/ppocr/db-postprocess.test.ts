import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dbBoxes, DB_DEFAULTS } from './db-postprocess.ts';

function map(
  width: number,
  height: number,
  rects: { x0: number; y0: number; x1: number; y1: number; p: number }[],
): Float32Array {
  const out = new Float32Array(width * height).fill(0.01);
  for (const r of rects) for (let y = r.y0; y < r.y1; y++) for (let x = r.x0; x < r.x1; x++) out[y * width + x] = r.p;
  return out;
}

test('each confident text kernel becomes one box, grown by area × 1.5 / perimeter', () => {
  const prob = map(100, 60, [
    { x0: 10, y0: 10, x1: 70, y1: 16, p: 0.9 }, // a line: 60 × 6
    { x0: 10, y0: 30, x1: 40, y1: 36, p: 0.95 },
  ]);
  const boxes = dbBoxes(prob, 100, 60);
  assert.equal(boxes.length, 2);
  const grow = (60 * 6 * 1.5) / (2 * (60 + 6));
  const first = boxes.find((b) => b.y0 < 20)!;
  assert.ok(Math.abs(first.x0 - (10 - grow)) < 1e-9 && Math.abs(first.x1 - (70 + grow)) < 1e-9);
  assert.ok(Math.abs(first.y0 - (10 - grow)) < 1e-9 && Math.abs(first.y1 - (16 + grow)) < 1e-9);
  assert.ok(Math.abs(first.score - 0.9) < 1e-6);
});

test('a faint region (mean below the box threshold) and a speck smaller than the minimum size are dropped', () => {
  const prob = map(100, 60, [
    { x0: 10, y0: 10, x1: 70, y1: 16, p: 0.45 }, // above 0.3 but mean under 0.6
    { x0: 80, y0: 40, x1: 82, y1: 50, p: 0.99 }, // 2 px wide
  ]);
  assert.deepEqual(dbBoxes(prob, 100, 60), []);
});

test('boxes are clamped to the map', () => {
  const prob = map(40, 20, [{ x0: 0, y0: 0, x1: 40, y1: 8, p: 0.9 }]);
  const [box] = dbBoxes(prob, 40, 20, DB_DEFAULTS);
  assert.deepEqual([box!.x0, box!.y0, box!.x1], [0, 0, 40]);
});
