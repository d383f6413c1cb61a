import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
// call-api's own test defines calls of its own to exercise the client
const EXEMPT = new Set(['api/call-api.test.ts']);
// a quoted string that starts an API path: '/api/…', "/api/…" or `/api/…`
const LITERAL_API_PATH = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/**
 * The web app calls the server only through the contracts' calls table (issue 29): a hand-written API
 * path would drift from what the server registers, so none may come back in the app's source.
 */
describe('no hand-written API path in apps/web/src', () => {
  it('no source file holds a literal API path', () => {
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
