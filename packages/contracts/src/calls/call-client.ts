import type { z } from 'zod';
import type { CallSpec } from './define-call.ts';

/** A query the server reads without a contracts schema: plain values, `undefined` and `null` left out. */
export type PlainQuery = Record<string, string | number | boolean | undefined | null>;

/**
 * The body, query and path parameters a call takes, typed from its schemas: required where the call has
 * the schema. `Form` is the multipart body the caller can build (the browser's or Node's FormData): a JSON
 * call may also send one (ApproveData's spreadsheet upload), a call without an input schema sends only
 * that, and a call without a query schema a plain query (the calls whose query the server reads without a
 * contracts schema).
 */
export type CallArgs<C extends CallSpec, Form = never> = (C extends { input: infer I extends z.ZodType }
  ? { body: z.input<I> | Form }
  : { body?: Form }) &
  (C extends { query: infer Q extends z.ZodType } ? QueryArg<z.input<Q>> : { query?: PlainQuery }) &
  (C extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: never });

/** A query whose every key is optional (Dev/Outbox's, ApproveData's) may be left out, as the server accepts it. */
type QueryArg<Q> = Partial<Q> extends Q ? { query?: Q } : { query: Q };

/** What the call answers: its result schema's output, or `unknown` where the contracts have no schema. */
export type CallResult<C extends CallSpec> = C extends { result: infer R extends z.ZodType } ? z.output<R> : unknown;

/** A call's path with its `:name` parameters filled (`documents/:dtId` with `{ dtId: 'a b' }` → `documents/a%20b`); a missing one is a programming error. */
export function callPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

export type ParsedResult<C extends CallSpec> = { ok: true; result: CallResult<C> } | { ok: false; error: string };

/**
 * A successful answer's result read through the call's result schema. Every client (the web app, the
 * tests) parses this way, so an answer that drifts from its contract is an error naming the call and the
 * mismatch, never a silently wrong value.
 */
export function parseCallResult<C extends CallSpec>(call: C, result: unknown): ParsedResult<C> {
  if (!call.result) return { ok: true, result: result as CallResult<C> };
  const parsed = call.result.safeParse(result);
  if (parsed.success) return { ok: true, result: parsed.data as CallResult<C> };
  const where = parsed.error.issues.map((i) => `${i.path.join('.') || 'result'}: ${i.message}`).join('; ');
  return {
    ok: false,
    error: `${call.method} ${call.path} answered a result that does not match its schema (${where})`,
  };
}
