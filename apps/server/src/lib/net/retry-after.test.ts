import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { retryAfterMs } from './retry-after.ts';

describe('retryAfterMs (RFC 9110 Retry-After)', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('reads delay-seconds and HTTP-dates; a past date is now; junk and absence are null', () => {
    assert.equal(retryAfterMs('120', now), 120_000);
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 12:05:00 GMT', now), 300_000);
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now), 0);
    assert.equal(retryAfterMs(['30', '60'], now), 30_000);
    assert.equal(retryAfterMs('soon', now), null);
    assert.equal(retryAfterMs('-5', now), null);
    assert.equal(retryAfterMs(undefined, now), null);
  });
});
