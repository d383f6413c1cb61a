import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

/**
 * The layer and cycle rules of .dependency-cruiser.cjs (what `npm run lint` runs), tried on a small tree of files laid
 * out like the server's: an import back up a layer, and a cycle closed by a type-only import, must each fail; an import
 * down must not. The tree lives in a temporary folder so the repository's own lint never sees it.
 */
describe('lint: the server layers only point down, and no cycle closes', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'layer-rules-'));
    // the repository's rules, without its TypeScript path options (the temporary tree has no tsconfig)
    writeFileSync(
      path.join(dir, 'rules.cjs'),
      `const c = require(${JSON.stringify(path.join(root, '.dependency-cruiser.cjs'))});\n` +
        `module.exports = { forbidden: c.forbidden.filter((r) => /^layer-|^no-circular$/.test(r.name)), options: { tsPreCompilationDeps: true } };\n`,
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  function cruise(files: Record<string, string>): { status: number | null; out: string } {
    const tree = mkdtempSync(path.join(dir, 'tree-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    }
    const r = spawnSync(depcruise, ['--config', path.join(dir, 'rules.cjs'), '--output-type', 'err', 'apps'], {
      cwd: tree,
      encoding: 'utf8',
    });
    return { status: r.status, out: `${r.stdout}${r.stderr}` };
  }

  it('passes imports that point down: a route to a service, a service to the pipeline, the pipeline to lib', () => {
    const r = cruise({
      'apps/server/src/http/a.route.ts': "import { b } from '../services/b.ts';\nexport const a = b;\n",
      'apps/server/src/services/b.ts': "import { c } from '../pipeline/c.ts';\nexport const b = c;\n",
      'apps/server/src/pipeline/c.ts': "import { d } from '../lib/d.ts';\nexport const c = d;\n",
      'apps/server/src/lib/d.ts': 'export const d = 1;\n',
    });
    assert.equal(r.status, 0, r.out);
  });

  it('fails an import from the pipeline back up into services, naming the rule and the files', () => {
    const r = cruise({
      'apps/server/src/pipeline/c.ts': "import { b } from '../services/b.ts';\nexport const c = b;\n",
      'apps/server/src/services/b.ts': 'export const b = 1;\n',
    });
    assert.notEqual(r.status, 0);
    assert.match(r.out, /layer-pipeline/);
    assert.match(r.out, /pipeline\/c\.ts → apps\/server\/src\/services\/b\.ts/);
  });

  it('fails lib importing anything above it, and a connector importing a service', () => {
    const r = cruise({
      'apps/server/src/lib/d.ts': "import type { C } from '../context/app-context.ts';\nexport type D = C;\n",
      'apps/server/src/context/app-context.ts': 'export type C = number;\n',
      'apps/server/src/connectors/e.ts': "import { b } from '../services/b.ts';\nexport const e = b;\n",
      'apps/server/src/services/b.ts': 'export const b = 1;\n',
    });
    assert.notEqual(r.status, 0);
    assert.match(r.out, /layer-lib/);
    assert.match(r.out, /layer-connectors/);
  });

  it('fails a cycle even when a type-only import closes it', () => {
    const r = cruise({
      'apps/server/src/services/x.ts':
        "import type { Y } from './y.ts';\nexport type X = { y?: Y };\nexport const x = 1;\n",
      'apps/server/src/services/y.ts': "import { x } from './x.ts';\nexport type Y = number;\nexport const y = x;\n",
    });
    assert.notEqual(r.status, 0);
    assert.match(r.out, /no-circular/);
  });
});
