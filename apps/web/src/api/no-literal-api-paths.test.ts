import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
// call-api's own test defines calls of its own to exercise the client
const EXEMPT = new Set(['api/call-api.test.ts']);
// a string that starts an API path: a quote, a double quote or a backtick, then /api/
const LITERAL_API_PATH = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/**
 * The web app calls the server only through the contracts' calls table (issue 29): a hand-written API
 * path would drift from what the server registers, so none may come back in the app's source, its tests
 * included (a test's fetch double keyed by a stale path would answer a call the app no longer makes).
 */
describe('no hand-written API path in apps/web/src', () => {
  it('no source or test file holds a literal API path', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((file) => !EXEMPT.has(file))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (LITERAL_API_PATH.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
