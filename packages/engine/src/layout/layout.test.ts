import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PWord } from '../model/internal.types.ts';
import { groupBlocks } from './group-blocks.stage.ts';
import { groupLines } from './group-lines.stage.ts';
import { orderBlocks } from './reading-order.stage.ts';

const word = (text: string, x: number, y: number, w = text.length * 5): PWord => ({
  text,
  box: { x0: x, y0: y, x1: x + w, y1: y + 10 },
  confidence: 100,
  source: 'text-layer',
  fontSize: 10,
  fontName: 'f',
});

test('words on one baseline with word gaps form one line; a wide gap starts another run', () => {
  const lines = groupLines([word('world', 80, 100), word('Hello', 50, 101), word('Total', 300, 100)]);
  assert.deepEqual(
    lines.map((l) => l.text),
    ['Hello world', 'Total'],
  );
});

test('two text columns are read column by column', () => {
  const words: PWord[] = [];
  for (let i = 0; i < 4; i++) {
    words.push(word(`left${i}`, 50, 100 + i * 12, 200));
    words.push(word(`right${i}`, 320, 100 + i * 12, 200));
  }
  const blocks = orderBlocks(groupBlocks(groupLines(words)));
  // each column is one block; with a title above both, still left column first
  assert.deepEqual(
    blocks.flatMap((b) => b.lines.map((l) => l.text)),
    ['left0', 'left1', 'left2', 'left3', 'right0', 'right1', 'right2', 'right3'],
  );
});
