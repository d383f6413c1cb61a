#!/usr/bin/env node
// Launcher: the engine is TypeScript used as source (no build step). Its plain-JS bundle, built once per
// machine and rebuilt when a source changes (src/bundle/bundle-cache.mjs), starts without tsx; without
// one, tsx transforms the sources as they load.
import v8 from 'node:v8';
import { engineBundle } from '../src/bundle/bundle-cache.mjs';

// A CLI process reads one document and ends, and its threads spent about a third of their CPU in V8's
// optimising compiler (traced: 2.5 s of 7.7 s on a 229-page PDF). With every core busy with pages, the
// background compiler only competed with them for a core while they ran unoptimised: compiled on the thread
// that needs it, and without inlining (cheaper to compile, and to compile again after a deoptimisation),
// the same PDF took 15-25 % less CPU and wall time (docs/engine.md). Set before any pool thread starts: each
// thread's V8 reads the first as it starts (the main thread keeps its background compiler), the second as
// it compiles a function. Only this launcher sets them, never the engine a long-lived server imports.
v8.setFlagsFromString('--no-concurrent-recompilation');
v8.setFlagsFromString('--no-turbo-inlining');

const bundle = engineBundle();
if (bundle?.cli) {
  await import(bundle.cli);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
