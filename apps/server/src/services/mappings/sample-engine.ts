import type { EnginePool } from '@paperbridge/engine';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';

/** Sample extractions run on the process's shared engine pool. */
export function sampleEngine(): EnginePool {
  return sharedEngine();
}

/** Sample extractions give up after this long (the engine answers a typed 'timeout'). */
export const SAMPLE_EXTRACT_TIMEOUT_MS = 90_000;
