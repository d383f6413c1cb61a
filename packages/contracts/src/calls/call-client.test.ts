import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { callPath, parseCallResult, type CallArgs } from './call-client.ts';
import { defineCall } from './define-call.ts';

const rename = defineCall({
  method: 'POST',
  path: '/api/Things/:thingId/Rename',
  access: 'admin',
  module: 'admin',
  result: z.object({ id: z.string(), count: z.coerce.number() }),
});

describe('the call client core', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    assert.equal(callPath(rename.path, { thingId: 'a b/c' }), '/api/Things/a%20b%2Fc/Rename');
    assert.throws(() => callPath(rename.path, {}), /thingId missing/);
  });

  it("reads a result through the call's schema (its output, coercions applied)", () => {
    assert.deepEqual(parseCallResult(rename, { id: 'x', count: '3' }), { ok: true, result: { id: 'x', count: 3 } });
  });

  it('names the call and the field when the answer drifts from its contract', () => {
    const parsed = parseCallResult(rename, { id: 7 });
    assert.equal(parsed.ok, false);
    assert.match(!parsed.ok ? parsed.error : '', /^POST \/api\/Things\/:thingId\/Rename answered .*id: .*count: /);
  });

  it('lets a query whose keys are all optional be left out, and no query with a required key (checked by tsc)', () => {
    const outbox = defineCall({
      method: 'GET',
      path: '/api/Outbox',
      access: 'dev',
      module: 'dev',
      query: z.object({ to: z.string().optional(), limit: z.coerce.number().default(100) }),
    });
    const milestone = defineCall({
      method: 'GET',
      path: '/api/Milestone',
      access: 'icr',
      module: 'documents',
      query: z.object({ id: z.string() }),
    });
    // the types follow what the schemas accept: no query at all is a valid outbox query, not a milestone one
    assert.deepEqual(outbox.query.parse({}), { limit: 100 });
    assert.throws(() => milestone.query.parse({}));
    const leftOut: CallArgs<typeof outbox> = {};
    // @ts-expect-error: the milestone's id is required
    const missing: CallArgs<typeof milestone> = {};
    const given: CallArgs<typeof milestone> = { query: { id: 'd1' } };
    assert.deepEqual([leftOut, missing, given.query], [{}, {}, { id: 'd1' }]);
  });

  it('passes a result through where the contracts have no schema for it', () => {
    const bare = defineCall({ method: 'GET', path: '/api/Bare', access: 'public', module: 'public' });
    assert.deepEqual(parseCallResult(bare, [1]), { ok: true, result: [1] });
  });
});
