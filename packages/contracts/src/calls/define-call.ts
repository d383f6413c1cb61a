import type { z } from 'zod';
import type { AccessModule } from '../modules.ts';

export const CALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

/**
 * Who may make a call. The server's access-control hook knows three levels (public, session, admin with
 * the SMS PIN verified) and a module the company must own; the names here also say which public calls
 * carry a check of their own, because a reader (and the OpenAPI document) needs to know it.
 */
export type CallAccess =
  | 'public'
  | 'session'
  | 'admin'
  /** admin, and the company has the ICR / DA / IG module (403 otherwise) */
  | 'icr'
  | 'da'
  | 'ig'
  /** public to the hook; the mapping's own API token (pb_live_…) is checked by the route */
  | 'api-token'
  /** public to the hook; loopback and the key the server wrote to DATA_DIR/operator.json */
  | 'operator'
  /** public to the hook; 404 unless dev tools are on (loopback or X-Dev-Tools-Key) */
  | 'dev'
  /** public to the hook; the signed link itself is the authorisation */
  | 'signed-link'
  /** public to the hook; the Stripe-Signature over the exact body */
  | 'stripe-signature';

/** What the server's route declares for each kind of access (`config.access` and `config.module`). */
export const DECLARED_ACCESS: Record<CallAccess, { access: 'public' | 'session' | 'admin'; module?: AccessModule }> = {
  public: { access: 'public' },
  session: { access: 'session' },
  admin: { access: 'admin' },
  icr: { access: 'admin', module: 'ICR' },
  da: { access: 'admin', module: 'DA' },
  ig: { access: 'admin', module: 'IG' },
  'api-token': { access: 'public' },
  operator: { access: 'public' },
  dev: { access: 'public' },
  'signed-link': { access: 'public' },
  'stripe-signature': { access: 'public' },
};

/** The areas, one calls file each; the same grouping as the server's `http/` folders. */
export type CallModule =
  | 'public'
  | 'dev'
  | 'identity'
  | 'admin'
  | 'mapping'
  | 'integrations'
  | 'documents'
  | 'api-source'
  | 'api-docs'
  | 'dashboard'
  | 'delivery'
  | 'billing'
  | 'operator';

export interface CallSpec {
  method: CallMethod;
  /** exactly as the server registers it (Fastify syntax: `:param`, `*`), spelling and case included */
  path: string;
  access: CallAccess;
  module: CallModule;
  /** the JSON body the server validates */
  input?: z.ZodType;
  /** the query string the server validates */
  query?: z.ZodType;
  /** the path parameters the server validates */
  params?: z.ZodType;
  /**
   * the envelope's `result`; absent only where the answer is not the envelope (a file, a page, an event
   * stream) or its client is not the product's (Stripe's events, the operator CLI)
   */
  result?: z.ZodType;
}

/**
 * One API call, defined once: the server registers `path` from it, the OpenAPI document is built from
 * it, and the web client calls through it. `const` keeps the method and path literal in the type.
 */
export function defineCall<const C extends CallSpec>(call: C): Readonly<C> {
  return Object.freeze(call);
}
