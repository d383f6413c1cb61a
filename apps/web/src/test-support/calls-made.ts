import type { CallSpec } from '@paperbridge/contracts';
import type { mockFetch } from '../test/render';

/** One request a fetch double received: the address and what was sent with it. */
export type FetchCall = [string, RequestInit | undefined];

type FetchMock = ReturnType<typeof mockFetch>;

/**
 * The requests made for one call of the contracts' table, in order: matched on the call's path (the query
 * string aside), so a test names the call, never a hand-written path that could drift from the server's.
 */
export function callsTo(fetchMock: FetchMock, call: Pick<CallSpec, 'path'>): FetchCall[] {
  return (fetchMock.mock.calls as unknown as FetchCall[]).filter(
    ([url]) => new URL(String(url), 'http://localhost').pathname === call.path,
  );
}

/** The JSON bodies sent with one call of the table, in order (typed as the test expects them, e.g. the call's input). */
export function bodiesSentTo<T = Record<string, unknown>>(fetchMock: FetchMock, call: Pick<CallSpec, 'path'>): T[] {
  return callsTo(fetchMock, call).map(([, init]) => JSON.parse(String(init?.body)) as T);
}
