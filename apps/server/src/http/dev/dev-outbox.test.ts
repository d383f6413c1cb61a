import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { expireOutbox, expireOutboxJob } from '../../jobs/expire-outbox.job.ts';
import { jobRegistry } from '../../jobs/job-registry.ts';

/** Issue 12: the development outbox shows PINs and links, so it answers only on this machine and only without a real provider. */
describe('the development outbox fails closed', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    await t.ctx.mail.send({ to: 'someone@example.com', subject: 'Verify', text: 'https://pb.example/verify?token=abc' });
  });
  after(async () => t?.close());

  it('answers a loopback caller with the kept messages (the first-run flow reads links and PINs there)', async () => {
    const res = await fetch(`${t.url}/api/Dev/Outbox`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { result: { to: string; body: string }[] };
    assert.equal(body.result[0]!.body, 'https://pb.example/verify?token=abc');
    assert.equal(((await (await fetch(`${t.url}/api/Public/Config`)).json()) as { result: { devTools: boolean } }).result.devTools, true);
  });

  it('is absent (404) to anyone else: another address, or a request a proxy forwarded', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/Dev/Outbox', remoteAddress: '203.0.113.7' });
    assert.equal(remote.statusCode, 404);
    assert.doesNotMatch(remote.body, /token=abc/);
    const forwarded = await fetch(`${t.url}/api/Dev/Outbox`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(forwarded.status, 404);
    const config = await t.app.inject({ method: 'GET', url: '/api/Public/Config', remoteAddress: '203.0.113.7' });
    assert.equal(config.json().result.devTools, false, 'the web app does not offer the outbox page there');
  });

  it('keeps bodies for 24 h only: an hourly job deletes older kept messages; sent-items of a provider (no body) stay', async () => {
    assert.ok(jobRegistry.includes(expireOutboxJob as never), 'the workers run the expiry job');
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    await t.ctx.db.insert(outboxMessages).values([
      { channel: 'sms', to: '+61400000001', status: 'kept', deliveredVia: 'outbox', body: 'Your security PIN is 111111.', createdAt: new Date(now.getTime() - day - 60_000) },
      { channel: 'sms', to: '+61400000002', status: 'kept', deliveredVia: 'outbox', body: 'Your security PIN is 222222.', createdAt: new Date(now.getTime() - day + 60_000) },
      { channel: 'sms', to: '+61400000003', status: 'sent', deliveredVia: 'http', template: 'security-pin', createdAt: new Date(now.getTime() - 3 * day) },
    ]);
    assert.equal(await expireOutbox(t.ctx, now), 1);
    const left = (await t.ctx.db.select({ to: outboxMessages.to }).from(outboxMessages)).map((r) => r.to);
    assert.ok(!left.includes('+61400000001'), 'a kept PIN older than 24 h is gone');
    assert.ok(left.includes('+61400000002') && left.includes('+61400000003'));
  });

  it('is absent (404) when a real mail or SMS provider is configured, even from loopback', async () => {
    for (const env of [{ SMTP_URL: 'smtp://127.0.0.1:9' }, { SMS_PROVIDER_URL: 'http://127.0.0.1:9' }] as Record<string, string>[]) {
      const withProvider = await startTestApp(env, { workers: false });
      try {
        assert.equal((await fetch(`${withProvider.url}/api/Dev/Outbox`)).status, 404, Object.keys(env)[0]);
      } finally {
        await withProvider.close();
      }
    }
  });
});
