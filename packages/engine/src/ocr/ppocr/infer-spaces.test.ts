import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DecodedChar } from './ctc-decode.ts';
import { inferSpaces } from './infer-spaces.ts';

const read = (spec: [string, number][]): DecodedChar[] =>
  spec.map(([char, from]) => ({ char, prob: 0.9, from, to: from }));
const text = (chars: DecodedChar[]) => chars.map((c) => c.char).join('');

test('a gap of two character pitches between characters read without a space becomes a space', () => {
  // "MARKETSDN": pitch 2 steps, 4 steps between T and S
  const chars = read([
    ['M', 0],
    ['A', 2],
    ['R', 4],
    ['K', 6],
    ['E', 8],
    ['T', 10],
    ['S', 14],
    ['D', 16],
    ['N', 18],
  ]);
  assert.equal(text(inferSpaces(chars)), 'MARKET SDN');
});

test('evenly spaced characters and spaces the model read are left alone', () => {
  assert.equal(
    text(
      inferSpaces(
        read([
          ['T', 0],
          ['O', 3],
          ['T', 6],
          ['A', 9],
          ['L', 12],
        ]),
      ),
    ),
    'TOTAL',
  );
  assert.equal(
    text(
      inferSpaces(
        read([
          ['A', 0],
          ['B', 2],
          [' ', 4],
          ['C', 6],
          ['D', 8],
        ]),
      ),
    ),
    'AB CD',
  );
});

test('too few characters to estimate a pitch: unchanged', () => {
  assert.equal(
    text(
      inferSpaces(
        read([
          ['R', 0],
          ['M', 9],
        ]),
      ),
    ),
    'RM',
  );
});
