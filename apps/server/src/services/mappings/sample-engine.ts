import os from 'node:os';
import { createEnginePool, type EnginePool } from '@paperbridge/engine';

let pool: EnginePool | null = null;

/** The process's engine thread pool (heavy PDF work never blocks the API's event loop); created on first use. */
export function sampleEngine(): EnginePool {
  pool ??= createEnginePool(Math.max(1, Math.min(2, os.availableParallelism() - 1)));
  return pool;
}

/** Sample extractions give up after this long (the engine answers a typed 'timeout'). */
export const SAMPLE_EXTRACT_TIMEOUT_MS = 90_000;
