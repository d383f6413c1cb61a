import {
  callPath,
  parseCallResult,
  type CallArgs,
  type CallResult,
  type CallSpec,
  type PlainQuery,
} from '@paperbridge/contracts';
import type { ApiAnswer } from './call-api.ts';

/** How a test makes a call: its typed arguments, the bearer token, and the raw body a bad-input test sends. */
export type TestCallArgs<C extends CallSpec> = CallArgs<C, FormData> & {
  token?: string;
  headers?: Record<string, string>;
};

type Rest<C extends CallSpec> =
  object extends CallArgs<C, FormData> ? [args?: TestCallArgs<C>] : [args: TestCallArgs<C>];

/**
 * One call of the contracts' table to a running server, as the web app makes it: the path from the table
 * (path parameters filled), the typed body and query, and a successful answer's result parsed with the
 * call's result schema (a mismatch throws, naming the call). Answers that are not code 200 come back as
 * they are, with the HTTP status, for the tests that check refusals.
 */
export async function call<C extends CallSpec>(
  baseUrl: string,
  spec: C,
  ...[args]: Rest<C>
): Promise<ApiAnswer<CallResult<C>>> {
  const a = (args ?? {}) as {
    body?: unknown;
    query?: PlainQuery;
    params?: Record<string, unknown>;
    token?: string;
    headers?: Record<string, string>;
  };
  const url = new URL(callPath(spec.path, a.params), baseUrl);
  for (const [k, v] of Object.entries(a.query ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { ...a.headers };
  if (a.token) headers.authorization = `Bearer ${a.token}`;
  let body: string | FormData | undefined;
  if (a.body instanceof FormData) body = a.body;
  else if (a.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(a.body);
  }
  const res = await fetch(url, { method: spec.method, headers, body });
  const envelope = (await res.json()) as { code: number; message: string; result: unknown };
  if (envelope.code !== 200) return { status: res.status, ...envelope } as ApiAnswer<CallResult<C>>;
  const parsed = parseCallResult(spec, envelope.result);
  if (!parsed.ok) throw new Error(parsed.error);
  return { status: res.status, code: envelope.code, message: envelope.message, result: parsed.result };
}
