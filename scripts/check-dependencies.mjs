#!/usr/bin/env node
// Dependency hygiene (issue 12 pt 9), run by `npm run lint`: every package a workspace declares is used
// by that workspace (imported, resolved by name, or run as a CLI by its scripts), and every dependency
// has one version range across the workspaces. Imports that are undeclared are dependency-cruiser's
// `declared-dependencies` rule.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspaces = ['.', ...rootPkg.workspaces];

/** Declared but used only indirectly; each with the reason, so the list stays honest. */
const INDIRECT = {
  recharts: '@mantine/charts draws with it (a peer dependency the app must install)',
  'postcss-preset-mantine': 'named in apps/web/postcss.config.cjs',
  'postcss-simple-vars': 'named in apps/web/postcss.config.cjs',
  postcss: 'peer of the two PostCSS plugins Vite loads',
  jsdom: "vitest's test environment (vite.config.ts `environment: 'jsdom'`)",
  '@testing-library/jest-dom': 'matchers loaded by the vitest setup file',
  typescript: 'tsc, run by scripts/typecheck.mjs',
  '@types/node': "Node's types for every workspace",
  globals: 'eslint.config.js',
};

const SOURCE = /\.(ts|tsx|js|mjs|cjs|json)$/;
function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'data', 'coverage'].includes(e.name) || e.name.startsWith('.cache')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (dir === root && !['scripts', 'docs'].includes(e.name) && e.name !== '.ci') continue; // workspaces are read on their own
      yield* files(p);
    } else if (SOURCE.test(e.name) && e.name !== 'package.json' && e.name !== 'package-lock.json') yield p;
  }
}

function binsOf(name) {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    if (typeof pkg.bin === 'string') return [name.replace(/^@[^/]+\//, '')];
    return Object.keys(pkg.bin ?? {});
  } catch {
    return [];
  }
}

const problems = [];
const ranges = new Map();
for (const ws of workspaces) {
  const dir = path.join(root, ws);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const [name, range] of Object.entries(declared)) {
    if (!ranges.has(name)) ranges.set(name, new Map());
    ranges.get(name).set(ws, range);
  }
  let text = '';
  for (const f of files(dir)) text += '\n' + fs.readFileSync(f, 'utf8');
  const scripts =
    Object.values(pkg.scripts ?? {}).join('\n') +
    '\n' +
    (ws === '.' ? fs.readFileSync(path.join(root, '.ci/run'), 'utf8') : '');
  const quoted = (name) =>
    new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^'"\`]*)?['"\`]`).test(text);
  for (const name of Object.keys(declared)) {
    if (name.startsWith('@paperbridge/')) continue;
    if (INDIRECT[name]) continue;
    const typed = name.startsWith('@types/') ? name.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2') : null;
    const used =
      quoted(name) ||
      (typed &&
        (quoted(typed) ||
          Object.keys(declared).includes(typed) ||
          workspaces.some((w) => w !== ws && ranges.get(typed)?.has(w)))) ||
      binsOf(name).some((b) => new RegExp(`(^|[\\s;&|(])(npx )?${b}(\\s|$)`, 'm').test(scripts));
    if (!used)
      problems.push(
        `${ws}/package.json declares ${name}, which nothing in ${ws === '.' ? 'the root scripts' : ws} imports or runs`,
      );
  }
}
for (const [name, byWs] of ranges) {
  const distinct = new Set(byWs.values());
  if (distinct.size > 1)
    problems.push(`${name} has ${distinct.size} version ranges: ${[...byWs].map(([w, r]) => `${w} ${r}`).join(', ')}`);
}
if (problems.length) {
  console.error(problems.map((p) => `✘ ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `✔ dependencies: every declared package is used, one version range each (${ranges.size} packages, ${workspaces.length} package.json files)`,
);
