// Worker-thread entry: the engine is TypeScript used as source, so the thread registers tsx before loading it
// (Node 20 does not honour `--import` in a worker's execArgv).
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
