import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CALL_LIST, CALLS, CALL_METHODS, DECLARED_ACCESS, MAPPING_CALLS } from './index.ts';

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

  it('every call that answers the envelope to our own clients has a result schema', () => {
    // a file, a page or an event stream, or an answer read by Stripe or the operator CLI, not by the web app or e2e
    const withoutEnvelope = new Set([
      'identity.verifyEmail',
      'mapping.getFile',
      'documents.docProgress',
      'api-docs.openApiDocument',
      'api-docs.swaggerPage',
      'api-docs.swaggerInitializer',
      'api-docs.swaggerFile',
      'billing.downloadReceipt',
      'billing.stripeWebhook',
      'operator.command',
      'operator.process',
    ]);
    const named = CALL_LIST.map((c) => `${c.module}.${c.name}`);
    assert.deepEqual(
      [...withoutEnvelope].filter((name) => !named.includes(name)),
      [],
      'each exception is a call of the table',
    );
    assert.deepEqual(
      CALL_LIST.filter((c) => !c.result && !withoutEnvelope.has(`${c.module}.${c.name}`)).map(
        (c) => `${c.module}.${c.name}`,
      ),
      [],
    );
  });

  it('a call is frozen: its path cannot be changed by a caller', () => {
    assert.throws(() => {
      (MAPPING_CALLS.sendDailyFileNow as { path: string }).path = '/api/elsewhere';
    }, TypeError);
    assert.equal(MAPPING_CALLS.sendDailyFileNow.path, '/api/Admin/Map/SendDailyFileNow');
  });
});
