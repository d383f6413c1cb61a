import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ctcGreedyDecode } from './ctc-decode.ts';

const CLASSES = ['', 'a', 'b', ' '];

/** One row per time step: the probability of each class. */
function steps(rows: number[][]): Float32Array {
  return Float32Array.from(rows.flat());
}

test('CTC decoding collapses repeats, drops blanks and keeps a repeat split by a blank', () => {
  const probs = steps([
    [0.1, 0.8, 0.05, 0.05], // a
    [0.1, 0.7, 0.1, 0.1], // a (repeat)
    [0.9, 0.05, 0.03, 0.02], // blank
    [0.2, 0.6, 0.1, 0.1], // a again
    [0.1, 0.1, 0.1, 0.7], // space
    [0.1, 0.1, 0.75, 0.05], // b
  ]);
  const chars = ctcGreedyDecode(probs, 6, CLASSES);
  assert.equal(chars.map((c) => c.char).join(''), 'aa b');
  assert.deepEqual(
    chars.map((c) => [c.from, c.to]),
    [
      [0, 1],
      [3, 3],
      [4, 4],
      [5, 5],
    ],
  );
  assert.ok(Math.abs(chars[0]!.prob - 0.8) < 1e-6, 'a character keeps the probability of its first step');
});

test('CTC decoding of all blanks is empty', () => {
  assert.deepEqual(
    ctcGreedyDecode(
      steps([
        [1, 0, 0, 0],
        [0.9, 0.1, 0, 0],
      ]),
      2,
      CLASSES,
    ),
    [],
  );
});
