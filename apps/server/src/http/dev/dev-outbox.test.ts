import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';

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
