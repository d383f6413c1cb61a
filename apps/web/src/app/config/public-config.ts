import type { PublicConfigResult } from '@paperbridge/contracts';

/** GET /api/Public/Config as the contracts' result schema reads it: the server sends every timing, so no defaults here. */
export type PublicConfig = PublicConfigResult;
