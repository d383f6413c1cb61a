import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cliPoolOptions, EAGER_ABOVE_BYTES } from './cli-pool-options.ts';

test('a large file starts every pool thread at once, a small one only the threads its pages wait for; neither warms up', () => {
  assert.deepEqual(cliPoolOptions(EAGER_ABOVE_BYTES + 1), { warmUp: false, loadPdfjs: true });
  assert.deepEqual(cliPoolOptions(EAGER_ABOVE_BYTES), { lazy: true });
  assert.deepEqual(cliPoolOptions(60_000), { lazy: true });
});
