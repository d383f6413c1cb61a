#!/usr/bin/env node
// Tiny launcher: the engine is TypeScript used as source (no build step), so the CLI runs through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
