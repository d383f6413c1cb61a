import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PUBLIC_CALLS, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { queueEmail } from '../../jobs/queue-email.ts';

describe('foundation: envelope, health, errors, jobs', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  after(async () => t.close());

  it('GET /api/health answers the envelope with the database kind', async () => {
    const res = await fetch(`${t.url}/api/health`);
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.code, 200);
    assert.equal(body.result.status, 'ok');
    assert.equal(body.result.database, process.env.DATABASE_URL ? 'postgres' : 'pglite');
    assert.ok(body.result.workers > 0, 'this test app runs the job workers');
    assert.deepEqual(parseCallResult(PUBLIC_CALLS.health, body.result), { ok: true, result: body.result });
  });

  it('GET /api/Public/Config answers exactly its contract (no AI site configured here)', async () => {
    const body = await (await fetch(`${t.url}/api/Public/Config`)).json();
    assert.deepEqual(parseCallResult(PUBLIC_CALLS.getConfig, body.result), { ok: true, result: body.result });
    assert.equal(body.result.aiSiteUrl, null);
  });

  it('an unknown route gives a 404 envelope', async () => {
    const res = await fetch(`${t.url}/api/Admin/NoSuchThing/Call`, { headers: { authorization: 'Bearer x' } });
    // admin routes are guarded before routing cannot be known; unknown non-admin routes are 404
    const res2 = await fetch(`${t.url}/api/no/such/route`);
    assert.equal(res2.status, 404);
    assert.deepEqual(await res2.json(), { code: 404, message: 'Route GET /api/no/such/route not found', result: null });
    assert.ok([401, 404].includes(res.status));
  });

  it('an admin call without a token is refused with 401', async () => {
    const res = await fetch(`${t.url}/api/Admin/Dashboard/GetNotification`);
    assert.equal(res.status, 401);
    assert.equal((await res.json()).code, 401);
  });

  it('a malformed query names the field in a 400 envelope', async () => {
    const res = await fetch(`${t.url}/api/Dev/Outbox?limit=abc`);
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.code, 400);
    assert.match(body.message, /^limit:/);
    assert.equal(body.result[0].field, 'limit');
  });

  it('an oversized body is refused with 413 and the envelope', async () => {
    const res = await fetch(`${t.url}/api/Public/Config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'y'.repeat(5000) }),
    });
    assert.ok(res.status === 413 || res.status === 404, `status ${res.status}`);
    const body = await res.json();
    assert.equal(body.code, res.status);
  });

  it('a queued send-email job is delivered to the outbox by a worker', async () => {
    await queueEmail(t.ctx, { to: 'someone@example.com', subject: 'Hello', text: 'Body text' });
    await t.ctx.jobs.drain('send-email');
    const res = await fetch(`${t.url}/api/Dev/Outbox?to=someone@example.com`);
    const body = await res.json();
    assert.equal(body.result.length, 1);
    assert.equal(body.result[0].subject, 'Hello');
    assert.equal(body.result[0].channel, 'email');
  });
});
