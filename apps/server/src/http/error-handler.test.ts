import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { DomainError, type DomainErrorKind } from '../lib/errors/domain-error.ts';
import { ruleError } from '../services/mappings/rule-error.ts';
import { registerErrorHandlers, STATUS_OF_KIND } from './error-handler.ts';

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandlers(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('a domain error thrown by a service leaves as the {code, message, result} envelope', () => {
  const expected: Record<DomainErrorKind, number> = {
    invalid: 400,
    unauthenticated: 401,
    payment_required: 402,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    too_large: 413,
    rate_limited: 429,
    upstream_failed: 502,
  };

  it('each kind has its HTTP status', () => assert.deepEqual(STATUS_OF_KIND, expected));

  for (const [kind, status] of Object.entries(expected) as [DomainErrorKind, number][]) {
    it(`${kind} answers ${status} with the message and result as thrown`, async () => {
      const res = await answerTo(
        new DomainError(kind, 'The spec says no.', [{ field: 'name', message: 'The spec says no.' }]),
      );
      assert.equal(res.status, status);
      assert.deepEqual(res.body, {
        code: status,
        message: 'The spec says no.',
        result: [{ field: 'name', message: 'The spec says no.' }],
      });
    });
  }

  it('a broken rule about a field names the field, like schema validation', async () => {
    const res = await answerTo(ruleError('fieldName', 'This field name is taken.', 'conflict'));
    assert.deepEqual(res, {
      status: 409,
      body: {
        code: 409,
        message: 'This field name is taken.',
        result: [{ field: 'fieldName', message: 'This field name is taken.' }],
      },
    });
  });
});
