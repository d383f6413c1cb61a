import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = join(dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = 'tests/no-literal-api-paths.test.ts';
/**
 * An API path written by hand: a string that starts with it (a quote, a double quote or a backtick, then
 * /api/), one that follows a template placeholder (`${url}/api/…`), or one inside a regular expression (\/api\/).
 */
const LITERAL_API_PATH = /['"`]\/api\/|\}\/api\/|\\\/api\\\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules') return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [path] : [];
  });
}

/** The lines of these files that hold a hand-written API path. */
function literalApiPaths(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    text.split('\n').flatMap((line, i) => (LITERAL_API_PATH.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/**
 * e2e calls the server only through the contracts' calls table (issue 29): a hand-written path would drift
 * from what the server registers, and a browser-traffic check keyed by a stale path would wait for a call
 * the web app no longer makes. Tests and support files both count.
 */
describe('no hand-written API path in e2e', () => {
  it('finds each way of writing one by hand, and the table path written through CALLS is not one', () => {
    const found = literalApiPaths([
      { name: 'quoted.ts', text: "fetch('/api/health')" },
      { name: 'template.ts', text: 'fetch(`/api/health`)' },
      { name: 'placeholder.ts', text: 'fetch(`${url}/api/health`)' },
      { name: 'regex.ts', text: 'page.waitForURL(/\\/api\\/Files\\//)' },
      { name: 'table.ts', text: 'fetch(`${url}${CALLS.public.health.path}`)' },
    ]);
    assert.deepEqual(
      found.map((f) => f.split(':')[0]),
      ['quoted.ts', 'template.ts', 'placeholder.ts', 'regex.ts'],
    );
  });

  it('no test or support file holds a literal API path', () => {
    const files = sourceFiles(E2E)
      .map((file) => relative(E2E, file).split('\\').join('/'))
      // this file's own examples above are the patterns it looks for
      .filter((name) => name !== THIS_FILE)
      .map((name) => ({ name, text: readFileSync(join(E2E, name), 'utf8') }));
    assert.ok(files.some((f) => f.name.startsWith('support/')) && files.some((f) => f.name.startsWith('tests/')));
    assert.deepEqual(literalApiPaths(files), []);
  });
});
