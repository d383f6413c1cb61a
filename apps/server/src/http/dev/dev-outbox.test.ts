import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { expireOutbox, expireOutboxJob } from '../../job-handlers/expire-outbox.job.ts';
import { jobRegistry } from '../../job-handlers.ts';

/** Issue 12: the development outbox shows PINs and links, so it answers only on this machine and only without a real provider. */
describe('the development outbox fails closed', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    await t.ctx.mail.send({
      to: 'someone@example.com',
      subject: 'Verify',
      text: 'https://pb.example/verify?token=abc',
    });
  });
  after(async () => t?.close());

  it('answers a loopback caller with the kept messages (the first-run flow reads links and PINs there)', async () => {
    const res = await fetch(`${t.url}/api/Dev/Outbox`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { result: { to: string; body: string }[] };
    assert.equal(body.result[0]!.body, 'https://pb.example/verify?token=abc');
    assert.equal(
      ((await (await fetch(`${t.url}/api/Public/Config`)).json()) as { result: { devTools: boolean } }).result.devTools,
      true,
    );
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
      {
        channel: 'sms',
        to: '+61400000001',
        status: 'kept',
        deliveredVia: 'outbox',
        body: 'Your security PIN is 111111.',
        createdAt: new Date(now.getTime() - day - 60_000),
      },
      {
        channel: 'sms',
        to: '+61400000002',
        status: 'kept',
        deliveredVia: 'outbox',
        body: 'Your security PIN is 222222.',
        createdAt: new Date(now.getTime() - day + 60_000),
      },
      {
        channel: 'sms',
        to: '+61400000003',
        status: 'sent',
        deliveredVia: 'http',
        template: 'security-pin',
        createdAt: new Date(now.getTime() - 3 * day),
      },
    ]);
    assert.equal(await expireOutbox(t.ctx, now), 1);
    const left = (await t.ctx.db.select({ to: outboxMessages.to }).from(outboxMessages)).map((r) => r.to);
    assert.ok(!left.includes('+61400000001'), 'a kept PIN older than 24 h is gone');
    assert.ok(left.includes('+61400000002') && left.includes('+61400000003'));
  });

  it('issue 24: listening beyond loopback, a port forward on this machine (no header at all) finds nothing without the operator key', async () => {
    const KEY = 'k'.repeat(32);
    const broad = await startTestApp({ HOST: '0.0.0.0', DEV_TOOLS_KEY: KEY }, { workers: false });
    // what socat or an SSH tunnel does: a plain TCP relay, so the server sees a loopback peer and no forwarding header
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(new URL(broad.url).port), '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const through = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    try {
      await broad.ctx.mail.send({ to: 'tenant@example.com', subject: 'PIN', text: 'Your security PIN is 424242.' });
      for (const header of [
        {},
        { 'true-client-ip': '127.0.0.1' },
        { 'cf-connecting-ip': '127.0.0.1' },
        { 'x-client-ip': '127.0.0.1' },
        { via: '1.1 tunnel' },
        { 'x-dev-tools-key': 'wrong' },
      ] as Record<string, string>[]) {
        const res = await fetch(`${through}/api/Dev/Outbox`, { headers: header });
        assert.equal(res.status, 404, JSON.stringify(header));
        assert.doesNotMatch(await res.text(), /424242/);
      }
      const config = (await (await fetch(`${through}/api/Public/Config`)).json()) as { result: { devTools: boolean } };
      assert.equal(config.result.devTools, false, 'no outbox link either');
      const keyed = await fetch(`${through}/api/Dev/Outbox`, { headers: { 'x-dev-tools-key': KEY } });
      assert.equal(keyed.status, 200, 'the operator key opens it');
      assert.match(await keyed.text(), /424242/);
    } finally {
      relay.close();
      await broad.close();
    }
  });

  it('is absent (404) when a real mail or SMS provider is configured, even from loopback', async () => {
    for (const env of [{ SMTP_URL: 'smtp://127.0.0.1:9' }, { SMS_PROVIDER_URL: 'http://127.0.0.1:9' }] as Record<
      string,
      string
    >[]) {
      const withProvider = await startTestApp(env, { workers: false });
      try {
        assert.equal((await fetch(`${withProvider.url}/api/Dev/Outbox`)).status, 404, Object.keys(env)[0]);
      } finally {
        await withProvider.close();
      }
    }
  });
});
