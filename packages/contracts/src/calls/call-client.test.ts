import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { callPath, parseCallResult } from './call-client.ts';
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

  it('passes a result through where the contracts have no schema for it', () => {
    const bare = defineCall({ method: 'GET', path: '/api/Bare', access: 'public', module: 'public' });
    assert.deepEqual(parseCallResult(bare, [1]), { ok: true, result: [1] });
  });
});
