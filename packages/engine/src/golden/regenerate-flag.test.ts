import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REGENERATE } from '../testing/corpora.ts';

test('the golden regenerate flag is not left on (PAPERBRIDGE_REGENERATE_GOLDEN rewrites expected files instead of checking them)', () => {
  assert.equal(REGENERATE, false, 'unset PAPERBRIDGE_REGENERATE_GOLDEN: with it on, golden tests check nothing');
});
