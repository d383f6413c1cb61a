import { z } from 'zod';
import { outboxMessageSchema, outboxQuerySchema } from '../common.contracts.ts';
import { defineCall } from './define-call.ts';

/** Development tools (server: http/dev/); absent unless dev tools are on. */
export const DEV_CALLS = {
  listOutbox: defineCall({
    method: 'GET',
    path: '/api/Dev/Outbox',
    access: 'dev',
    module: 'dev',
    query: outboxQuerySchema,
    result: z.array(outboxMessageSchema),
  }),
} as const;
