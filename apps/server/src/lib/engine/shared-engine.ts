import os from 'node:os';
import { createEnginePool, type EnginePool } from '@paperbridge/engine';

let pool: EnginePool | null = null;

/**
 * The process's one engine thread pool, shared by sample extraction, upload page counts and the
 * pipeline's extract stage: heavy PDF work never blocks the event loop, and the threads are not
 * multiplied per feature. Created on first use, sized by ENGINE_THREADS or every core but one.
 */
export function sharedEngine(threads?: number): EnginePool {
  pool ??= createEnginePool(threads ?? Math.max(1, os.availableParallelism() - 1));
  return pool;
}

/** For shutdown: the threads are unref'd, but a clean exit closes them. */
export async function closeSharedEngine(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
