#!/usr/bin/env node
// Launcher: the engine is TypeScript used as source (no build step). Its plain-JS bundle, built once per
// machine and rebuilt when a source changes (src/bundle/bundle-cache.mjs), starts without tsx; without
// one, tsx transforms the sources as they load.
import { engineBundle } from '../src/bundle/bundle-cache.mjs';

const bundle = engineBundle();
if (bundle?.cli) {
  await import(bundle.cli);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
