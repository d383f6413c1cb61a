import type { Envelope } from '@paperbridge/contracts';

/** The success envelope of spec 000 §7: code 200 means success. */
export function ok<T>(result: T, message = 'Success'): Envelope<T> {
  return { code: 200, message, result };
}
