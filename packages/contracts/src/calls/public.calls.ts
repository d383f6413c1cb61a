import { healthSchema, publicConfigResultSchema } from '../public.contracts.ts';
import { defineCall } from './define-call.ts';

/** The calls anyone may make before signing in (server: http/public/). */
export const PUBLIC_CALLS = {
  health: defineCall({ method: 'GET', path: '/api/health', access: 'public', module: 'public', result: healthSchema }),
  getConfig: defineCall({
    method: 'GET',
    path: '/api/Public/Config',
    access: 'public',
    module: 'public',
    result: publicConfigResultSchema,
  }),
} as const;
