import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGENERATE } from '../testing/corpora.ts';

const expectedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'expected');

/** Compares with the stored expected output, or rewrites it when PAPERBRIDGE_REGENERATE_GOLDEN=1. */
export function assertGolden(name: string, actual: unknown): void {
  const file = path.join(expectedDir, `${name}.json`);
  const text = JSON.stringify(actual, null, 2) + '\n';
  if (REGENERATE) {
    writeFileSync(file, text);
    return;
  }
  assert.ok(existsSync(file), `missing golden file ${file}; run the tests once with PAPERBRIDGE_REGENERATE_GOLDEN=1`);
  assert.deepEqual(JSON.parse(text), JSON.parse(readFileSync(file, 'utf8')));
}
