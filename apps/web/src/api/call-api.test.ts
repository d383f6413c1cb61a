import { notifications } from '@mantine/notifications';
import { defineCall } from '@paperbridge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { callApi, callApiEnvelope, callPath } from './call-api';

const THING = defineCall({
  method: 'POST',
  path: '/api/Things/:thingId/Rename',
  access: 'admin',
  module: 'admin',
  params: z.object({ thingId: z.string() }),
  query: z.object({ dryRun: z.boolean().optional(), page: z.number() }),
  input: z.object({ name: z.string() }),
  result: z.object({ id: z.string(), renamedAt: z.coerce.date() }),
});
const NO_RESULT = defineCall({ method: 'GET', path: '/api/Things/Ping', access: 'public', module: 'public' });

function answer(result: unknown, code = 200, message = 'Success') {
  const fn = vi.fn(async () => new Response(JSON.stringify({ code, message, result }), { status: 200 }));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const sent = (fn: ReturnType<typeof answer>) => fn.mock.calls[0] as unknown as [string, RequestInit];

describe('callApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds the URL from the call: its method, its path with the parameters filled, the query', async () => {
    const fetch = answer({ id: 'a/b', renamedAt: '2025-03-01T10:00:00Z' });
    await callApi(THING, { params: { thingId: 'a/b c' }, query: { page: 2, dryRun: true }, body: { name: 'New' } });
    const [url, init] = sent(fetch);
    expect(url).toBe('/api/Things/a%2Fb%20c/Rename?page=2&dryRun=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ name: 'New' }));
  });

  it("answers the result parsed with the call's schema (its output, not the raw JSON)", async () => {
    answer({ id: 't1', renamedAt: '2025-03-01T10:00:00Z', extra: 'dropped' });
    const result = await callApi(THING, { params: { thingId: 't1' }, query: { page: 1 }, body: { name: 'x' } });
    expect(result).toEqual({ id: 't1', renamedAt: new Date('2025-03-01T10:00:00Z') });
  });

  it('fails with an ApiError naming the call and the mismatch when the answer does not match', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    answer({ id: 42 });
    const failure = await callApi(THING, { params: { thingId: 't1' }, query: { page: 1 }, body: { name: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toMatch(
      /^POST \/api\/Things\/:thingId\/Rename answered a result that does not match its schema \(id: .*renamedAt: /,
    );
    expect((failure as ApiError).result).toEqual({ id: 42 });
    expect(show).toHaveBeenCalledOnce();
  });

  it('a quiet call leaves the mismatch to the caller (no toast)', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    answer('not an object');
    await expect(
      callApi(THING, { params: { thingId: 't' }, query: { page: 1 }, body: { name: 'x' } }, { quiet: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(show).not.toHaveBeenCalled();
  });

  it('passes the result of a call without a result schema through, and keeps the envelope for callApiEnvelope', async () => {
    answer({ anything: [1] }, 200, 'Pong');
    await expect(callApiEnvelope(NO_RESULT)).resolves.toEqual({
      code: 200,
      message: 'Pong',
      result: { anything: [1] },
    });
  });

  it('sends a FormData body as it is (the multipart calls)', async () => {
    const fetch = answer(null);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await callApi(NO_RESULT, { body: form });
    expect(sent(fetch)[1].body).toBe(form);
  });

  it('a missing path parameter is a programming error, not a request', () => {
    expect(() => callPath('/api/Things/:thingId/Rename', {})).toThrow(/thingId missing/);
  });
});
