import { defineCall } from './define-call.ts';

/** The operator CLI's door into a running server; not part of the product's API (server: http/operator/). */
export const OPERATOR_CALLS = {
  command: defineCall({ method: 'POST', path: '/api/Operator/Command', access: 'operator', module: 'operator' }),
  /** multipart: `email`, `mapping` and a `file` */
  process: defineCall({ method: 'POST', path: '/api/Operator/Process', access: 'operator', module: 'operator' }),
} as const;
