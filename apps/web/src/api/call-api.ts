import { MSG, type CallSpec, type Envelope } from '@paperbridge/contracts';
import type { z } from 'zod';
import { ApiError, request, type RequestOptions } from './api-client';
import { toastWarning } from '../components/toast';

type QueryValues = NonNullable<RequestOptions['query']>;

/**
 * The body, query and path parameters a call takes, typed from its schemas: required where the call has
 * the schema. A JSON call may also send a FormData body (ApproveData's spreadsheet upload); a call without
 * an input schema sends only FormData (the multipart calls), and one without a query schema a plain query
 * (the calls whose query the server reads without a contracts schema).
 */
export type CallArgs<C extends CallSpec> = (C extends { input: infer I extends z.ZodType }
  ? { body: z.input<I> | FormData }
  : { body?: FormData }) &
  (C extends { query: infer Q extends z.ZodType } ? { query: z.input<Q> } : { query?: QueryValues }) &
  (C extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: never });

/** What the call answers: its result schema's output, or `unknown` where the contracts have no schema. */
export type CallResult<C extends CallSpec> = C extends { result: infer R extends z.ZodType } ? z.output<R> : unknown;

export type CallOptions = Pick<RequestOptions, 'silent' | 'quiet'>;

type Rest<C extends CallSpec> =
  object extends CallArgs<C> ? [args?: CallArgs<C>, opts?: CallOptions] : [args: CallArgs<C>, opts?: CallOptions];

/** A call's path with its `:name` parameters filled (`documents/:dtId` with `{ dtId: 'a b' }` → `documents/a%20b`); a missing one is a programming error. */
export function callPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A call of the contracts' table, with its whole envelope (for the calls whose message the screen shows).
 * The result is parsed with the call's result schema: an answer that does not match is an ApiError naming
 * the call and the mismatch, never a silently wrong value.
 */
export async function callApiEnvelope<C extends CallSpec>(
  call: C,
  ...[args, opts]: Rest<C>
): Promise<Envelope<CallResult<C>>> {
  const a = (args ?? {}) as { body?: unknown; query?: QueryValues; params?: Record<string, unknown> };
  const path = callPath(call.path, a.params);
  const envelope = await request<unknown>(call.method, path, { ...opts, body: a.body, query: a.query });
  if (!call.result) return envelope as Envelope<CallResult<C>>;
  const parsed = call.result.safeParse(envelope.result);
  if (parsed.success) return { ...envelope, result: parsed.data as CallResult<C> };
  const where = parsed.error.issues.map((i) => `${i.path.join('.') || 'result'}: ${i.message}`).join('; ');
  if (!opts?.quiet) toastWarning(MSG.genericFailure);
  throw new ApiError(
    envelope.code,
    `${call.method} ${call.path} answered a result that does not match its schema (${where})`,
    envelope.result,
  );
}

/** A call of the contracts' table: its result, parsed and typed from the call's result schema. */
export async function callApi<C extends CallSpec>(call: C, ...rest: Rest<C>): Promise<CallResult<C>> {
  return (await callApiEnvelope(call, ...rest)).result;
}
