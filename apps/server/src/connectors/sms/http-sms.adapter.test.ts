import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { outboxMessages, securityCodes } from '../../db/schema/index.ts';
import { PIN_MESSAGES } from '../../services/pin/pin-settings.ts';
import { createHttpSmsAdapter } from './http-sms.adapter.ts';

interface Received {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** A local server speaking the Twilio Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json. */
function fakeTwilio() {
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = {
    status: 201,
    body: { sid: 'SM0123456789abcdef', status: 'queued' },
  };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        contentType: req.headers['content-type'] ?? '',
        form: new URLSearchParams(data),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  return {
    received,
    answerWith: (status: number, body: unknown) => (answer = { status, body }),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('HTTP SMS adapter (Twilio Messages API)', () => {
  const twilio = fakeTwilio();
  let t: TestApp;
  let providerUrl: string;
  before(async () => {
    providerUrl = await twilio.start();
    t = await startTestApp(
      {
        SMS_PROVIDER_URL: providerUrl,
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'secret-token',
        SMS_FROM: '+15005550006',
      },
      { workers: false },
    );
  });
  after(async () => {
    await t.close();
    await twilio.stop();
  });
  beforeEach(() => {
    twilio.received.length = 0;
    twilio.answerWith(201, { sid: 'SM0123456789abcdef', status: 'queued' });
  });

  it('posts the form to the Messages resource with basic auth and records the provider id', async () => {
    const sms = createHttpSmsAdapter(t.ctx.db, {
      url: `${providerUrl}/`,
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15005550006',
    });
    const { id } = await sms.send({ to: '+61412345678', body: 'Hello there' });
    assert.equal(twilio.received.length, 1);
    const r = twilio.received[0]!;
    assert.equal(r.method, 'POST');
    assert.equal(r.path, '/2010-04-01/Accounts/AC123/Messages.json');
    assert.equal(r.authorization, `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    assert.match(r.contentType, /^application\/x-www-form-urlencoded/);
    assert.equal(r.form.get('To'), '+61412345678');
    assert.equal(r.form.get('From'), '+15005550006');
    assert.equal(r.form.get('Body'), 'Hello there');
    const [row] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    assert.equal(row!.deliveredVia, 'http');
    assert.equal(row!.providerId, 'SM0123456789abcdef');
  });

  it("reports the provider's error answer and records nothing", async () => {
    twilio.answerWith(400, {
      code: 21211,
      message: "The 'To' number +61000 is not a valid phone number.",
      status: 400,
    });
    const sms = createHttpSmsAdapter(t.ctx.db, {
      url: providerUrl,
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15005550006',
    });
    await assert.rejects(
      sms.send({ to: '+61000', body: 'x' }),
      /SMS provider refused the message \(400\): The 'To' number \+61000 is not a valid phone number\./,
    );
    const rows = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+61000'));
    assert.equal(rows.length, 0);
  });

  it('SendSecurityCode texts the PIN through the provider when it is configured', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const res = await callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode', {
      token: u.token,
      query: { phoneNumber: '+61412345678' },
    });
    assert.equal(res.status, 200, res.message);
    assert.equal(twilio.received.length, 1);
    const body = twilio.received[0]!.form.get('Body')!;
    const pin = /security PIN is (\d{6})\./.exec(body)?.[1];
    assert.ok(pin, body);
    const check = await callApi(t.url, 'GET', '/api/Admin/Auth/CheckSecurityCode', {
      token: u.token,
      query: { code: pin },
    });
    assert.equal(check.result, true);
    // the outbox keeps what support needs, never the PIN
    const rows = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, u.companyId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.template, 'security-pin');
    assert.equal(rows[0]!.status, 'sent');
    assert.equal(rows[0]!.body, null);
    assert.doesNotMatch(JSON.stringify(rows), new RegExp(pin!));
  });

  it('a provider failure answers 502 with a clear message and leaves no PIN behind (the user may retry at once)', async () => {
    twilio.answerWith(503, { message: 'Service unavailable' });
    const u = await seedUser(t.ctx.db, { registered: true });
    const res = await callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode', {
      token: u.token,
      query: { phoneNumber: '+61412345678' },
    });
    assert.equal(res.status, 502);
    assert.equal(res.message, PIN_MESSAGES.smsFailed);
    assert.equal(
      (await t.ctx.db.select().from(securityCodes).where(eq(securityCodes.sessionId, u.sessionId))).length,
      0,
    );
    twilio.answerWith(201, { sid: 'SM2' });
    const retry = await callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode', {
      token: u.token,
      query: { phoneNumber: '+61412345678' },
    });
    assert.equal(retry.status, 200, retry.message);
  });
});
