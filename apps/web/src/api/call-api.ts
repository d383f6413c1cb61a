import {
  MSG,
  callPath,
  parseCallResult,
  type CallArgs as SharedCallArgs,
  type CallResult,
  type CallSpec,
  type Envelope,
  type PlainQuery,
} from '@paperbridge/contracts';
import { ApiError, request, type RequestOptions } from './api-client';
import { toastWarning } from '../components/toast';

export type { CallResult } from '@paperbridge/contracts';
export { callPath };

/** What a call takes in the browser: its typed body, query and path parameters; a FormData body where multipart. */
export type CallArgs<C extends CallSpec> = SharedCallArgs<C, FormData>;

export type CallOptions = Pick<RequestOptions, 'silent' | 'quiet'>;

type Rest<C extends CallSpec> =
  object extends CallArgs<C> ? [args?: CallArgs<C>, opts?: CallOptions] : [args: CallArgs<C>, opts?: CallOptions];

/**
 * A call of the contracts' table, with its whole envelope (for the calls whose message the screen shows).
 * The result is parsed with the call's result schema: an answer that does not match is an ApiError naming
 * the call and the mismatch, never a silently wrong value.
 */
export async function callApiEnvelope<C extends CallSpec>(
  call: C,
  ...[args, opts]: Rest<C>
): Promise<Envelope<CallResult<C>>> {
  const a = (args ?? {}) as { body?: unknown; query?: PlainQuery; params?: Record<string, unknown> };
  const path = callPath(call.path, a.params);
  const envelope = await request<unknown>(call.method, path, { ...opts, body: a.body, query: a.query });
  const parsed = parseCallResult(call, envelope.result);
  if (parsed.ok) return { ...envelope, result: parsed.result };
  if (!opts?.quiet) toastWarning(MSG.genericFailure);
  throw new ApiError(envelope.code, parsed.error, envelope.result);
}

/** A call of the contracts' table: its result, parsed and typed from the call's result schema. */
export async function callApi<C extends CallSpec>(call: C, ...rest: Rest<C>): Promise<CallResult<C>> {
  return (await callApiEnvelope(call, ...rest)).result;
}
