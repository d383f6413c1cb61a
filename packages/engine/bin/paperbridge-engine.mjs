#!/usr/bin/env node
// Launcher: the engine is TypeScript used as source (no build step). Its plain-JS bundle, built once per
// machine and rebuilt when a source changes (src/bundle/bundle-cache.mjs), starts without tsx; without
// one, tsx transforms the sources as they load.
import v8 from 'node:v8';
import { engineBundle } from '../src/bundle/bundle-cache.mjs';

// Before any pool thread starts: the CLI keeps every core busy with pages, so V8's background optimising
// compiler only competed with them for a core while the threads ran their hot code unoptimised meanwhile.
// Compiled on the thread that needs it, a 229-page PDF took 6-10 % less CPU and wall time (docs/engine.md).
// The flag is the process's: only this launcher sets it, never the engine a server imports.
v8.setFlagsFromString('--no-concurrent-recompilation');

const bundle = engineBundle();
if (bundle?.cli) {
  await import(bundle.cli);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
