import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CALL_LIST, CALLS, CALL_METHODS, DECLARED_ACCESS, LEARNED_READING_CALLS, MAPPING_CALLS } from './index.ts';

describe('the calls table', () => {
  it('each call sits in the table of its own module', () => {
    const misplaced = Object.entries(CALLS).flatMap(([area, calls]) =>
      Object.entries(calls)
        .filter(([, call]) => call.module !== area)
        .map(([name, call]) => `${area}.${name} says module ${call.module}`),
    );
    assert.deepEqual(misplaced, []);
  });

  it('no method and path is defined twice, and every path is an API path', () => {
    const seen = new Map<string, string>();
    for (const call of CALL_LIST) {
      const key = `${call.method} ${call.path}`;
      assert.ok(!seen.has(key), `${key}: ${seen.get(key)} and ${call.module}.${call.name}`);
      seen.set(key, `${call.module}.${call.name}`);
      assert.match(call.path, /^\/api(\/|$)/, key);
      assert.ok((CALL_METHODS as readonly string[]).includes(call.method), key);
      assert.ok(DECLARED_ACCESS[call.access], `${key}: access ${call.access}`);
    }
    assert.equal(CALL_LIST.length, seen.size);
  });

  it('a call is frozen: its path cannot be changed by a caller', () => {
    assert.throws(() => {
      (MAPPING_CALLS.sendDailyFileNow as { path: string }).path = '/api/elsewhere';
    }, TypeError);
    assert.equal(MAPPING_CALLS.sendDailyFileNow.path, '/api/Admin/Map/SendDailyFileNow');
  });

  it('the learned-readings pair under its earlier name is the same two calls', () => {
    assert.equal(LEARNED_READING_CALLS.list, MAPPING_CALLS.getLearnedReadings);
    assert.equal(LEARNED_READING_CALLS.remove, MAPPING_CALLS.removeLearnedReading);
  });
});
