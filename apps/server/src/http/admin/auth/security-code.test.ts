import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_CALLS, MSG, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { appSessions, companies, outboxMessages, securityCodes } from '../../../db/schema/index.ts';
import { createSession } from '../../../services/sessions/create-session.ts';
import { PIN_MESSAGES, PIN_SETTINGS } from '../../../services/pin/pin-settings.ts';
import { UNSUPPORTED_DIAL_CODE } from '../../../services/pin/parse-phone-number.ts';

describe('Security PIN: SendSecurityCode → SMS → CheckSecurityCode → admin calls open', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const send = (token: string, phoneNumber?: string) =>
    callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode', {
      token,
      query: phoneNumber === undefined ? {} : { phoneNumber },
    });
  const check = (token: string, code: string) =>
    callApi<boolean>(t.url, 'GET', '/api/Admin/Auth/CheckSecurityCode', { token, query: { code } });
  const notificationsOf = (token: string) => callApi(t.url, 'GET', '/api/Admin/Dashboard/GetNotification', { token });

  /** The PIN as the user reads it: from the SMS in the outbox. */
  async function pinFromOutbox(companyId: string): Promise<string> {
    const [sms] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const m = /security PIN is (\d{6})\./.exec(sms?.body ?? '');
    assert.ok(m, `no PIN SMS for the company: ${sms?.body}`);
    return m[1]!;
  }

  /** Moves the session's PIN rows back in time, past the 30 s resend interval. */
  const ageCodes = (u: SeededUser, ms: number) =>
    t.ctx.database.query(
      `update security_codes set created_at = created_at - ($1 || ' milliseconds')::interval where session_id = $2`,
      [String(ms), u.sessionId],
    );

  const wrongCode = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  it('the full second factor: admin calls answer 401 until the PIN from the SMS is checked', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const before = await notificationsOf(u.token);
    assert.equal(before.status, 401);
    assert.deepEqual(before.result, { pinRequired: true });

    const sent = await send(u.token, '+61412345678');
    assert.equal(sent.status, 200, sent.message);
    assert.equal(sent.message, 'Success');
    assert.deepEqual(parseCallResult(ADMIN_CALLS.sendSecurityCode, sent.result), { ok: true, result: sent.result });
    assert.deepEqual(sent.result, { phoneNumber: '+61412345678' });

    const [sms] = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, u.companyId));
    assert.equal(sms!.to, '+61412345678');
    assert.equal(sms!.channel, 'sms');
    const pin = await pinFromOutbox(u.companyId);
    assert.equal(sms!.body, `Your Paperbridge security PIN is ${pin}. It expires in 10 minutes.`);

    const ok = await check(u.token, pin);
    assert.equal(ok.status, 200);
    assert.equal(ok.result, true);
    assert.equal(ok.message, 'OTP verified successfully');

    const [session] = await t.ctx.db.select().from(appSessions).where(eq(appSessions.id, u.sessionId));
    assert.ok(session!.pinVerifiedAt, 'pinVerifiedAt is set for this session');
    const after = await notificationsOf(u.token);
    assert.equal(after.status, 200, after.message);
    // the phone is kept on the company
    const [company] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
    assert.equal(company!.phoneNumber, '+61412345678');
  });

  it('stores the PIN hashed, bound to the session, expiring after 10 minutes', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    const [row] = await t.ctx.db.select().from(securityCodes).where(eq(securityCodes.sessionId, u.sessionId));
    assert.match(row!.codeHash, /^[0-9a-f]{64}$/);
    assert.ok(!row!.codeHash.includes(pin));
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    assert.equal(ttl, PIN_SETTINGS.ttlMs);
  });

  it('a PIN verifies only the session that asked for it', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const other = await createSession(t.ctx.db, { userId: u.userId, companyId: u.companyId });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    const elsewhere = await check(other.token, pin);
    assert.equal(elsewhere.result, false);
    assert.equal(elsewhere.message, PIN_MESSAGES.noPin);
    assert.equal((await check(u.token, pin)).result, true);
    assert.equal((await notificationsOf(other.token)).status, 401, 'the other session still owes its PIN');
  });

  it("a wrong code: result false and 'Invalid code. Please check and re-enter again.'", async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    const res = await check(u.token, wrongCode(pin));
    assert.equal(res.status, 200);
    assert.equal(res.result, false);
    assert.equal(res.message, 'Invalid code. Please check and re-enter again.');
    assert.equal((await notificationsOf(u.token)).status, 401);
    assert.equal((await check(u.token, pin)).result, true, 'the right code still works after one mistake');
  });

  it('after 5 wrong tries the PIN is locked, even for the right code; a new PIN works', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    const messages = [];
    for (let i = 0; i < PIN_SETTINGS.maxAttempts; i++) messages.push((await check(u.token, wrongCode(pin))).message);
    assert.deepEqual(messages, [
      MSG.invalidCode,
      MSG.invalidCode,
      MSG.invalidCode,
      MSG.invalidCode,
      PIN_MESSAGES.locked,
    ]);
    const locked = await check(u.token, pin);
    assert.equal(locked.result, false);
    assert.equal(locked.message, PIN_MESSAGES.locked);
    assert.match(locked.message, /request a new PIN/);
    assert.equal((await notificationsOf(u.token)).status, 401);

    await ageCodes(u, 31_000);
    assert.equal((await send(u.token, '+61412345678')).status, 200);
    const fresh = await pinFromOutbox(u.companyId);
    assert.equal((await check(u.token, fresh)).result, true);
  });

  it('an expired PIN is refused with a clear message', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    await t.ctx.db
      .update(securityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(securityCodes.sessionId, u.sessionId));
    const res = await check(u.token, pin);
    assert.equal(res.result, false);
    assert.equal(res.message, PIN_MESSAGES.expired);
    assert.equal((await notificationsOf(u.token)).status, 401);
  });

  it('a used PIN cannot be replayed', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const pin = await pinFromOutbox(u.companyId);
    assert.equal((await check(u.token, pin)).result, true);
    const again = await check(u.token, pin);
    assert.equal(again.result, false);
    assert.equal(again.message, PIN_MESSAGES.used);
  });

  it('only the latest PIN of the session counts', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    await send(u.token, '+61412345678');
    const first = await pinFromOutbox(u.companyId);
    await ageCodes(u, 31_000);
    await send(u.token, '+61412345678');
    const second = await pinFromOutbox(u.companyId);
    if (first !== second) assert.equal((await check(u.token, first)).result, false);
    assert.equal((await check(u.token, second)).result, true);
  });

  it('checking before any PIN was sent answers false', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const res = await check(u.token, '123456');
    assert.equal(res.result, false);
    assert.equal(res.message, PIN_MESSAGES.noPin);
  });

  it('at most one SMS per 30 s per session (429 with a clear message)', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    assert.equal((await send(u.token, '+61412345678')).status, 200);
    const again = await send(u.token, '+61412345678');
    assert.equal(again.status, 429);
    assert.equal(again.code, 429);
    assert.match(again.message, /^Please wait \d+ s before requesting another security PIN\.$/);
    await ageCodes(u, 31_000);
    assert.equal((await send(u.token, '+61412345678')).status, 200);
  });

  it('a daily cap per company (429)', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const earlier = new Date(Date.now() - 60 * 60_000);
    const rows = Array.from({ length: PIN_SETTINGS.dailyLimit }, () => ({
      sessionId: u.sessionId,
      companyId: u.companyId,
      phoneNumber: '+61412345678',
      codeHash: '00',
      expiresAt: earlier,
      createdAt: earlier,
    }));
    await t.ctx.db.insert(securityCodes).values(rows);
    const res = await send(u.token, '+61412345678');
    assert.equal(res.status, 429);
    assert.equal(res.message, PIN_MESSAGES.dailyLimit);
  });

  describe('phone validation by dial code (spec 002 §5 Phone)', () => {
    const cases: [string, number, string?][] = [
      ['+61412345678', 200],
      ['+6141234567', 400, 'Must be exactly 9 digits'],
      ['+6591234567', 200],
      ['+65912345678', 400, 'Must be exactly 9 digits'],
      ['+447911123456', 200],
      ['+44791112345', 400, 'Must be exactly 9 digits'],
      ['+12025550123', 200],
      ['+919876543210', 200],
      ['+91987654321', 400, 'Must be exactly 9 digits'],
      ['+4915123456789', 200],
      ['+49151234567', 400, 'Must be 10 to 11 digits'],
      ['+81312345678', 400, UNSUPPORTED_DIAL_CODE],
      ['abc', 400, MSG.phoneRequired],
    ];
    for (const [phone, status, message] of cases) {
      it(`${phone} → ${status}${message ? ` '${message}'` : ''}`, async () => {
        const u = await seedUser(t.ctx.db, { registered: true });
        const res = await send(u.token, phone);
        assert.equal(res.status, status, res.message);
        if (message) {
          assert.equal(res.message, `phoneNumber: ${message}`);
          assert.deepEqual(res.result, [{ field: 'phoneNumber', message }]);
        }
      });
    }

    it("a raw '+' in the query string (read as a space) is understood", async () => {
      const u = await seedUser(t.ctx.db, { registered: true });
      const res = await fetch(`${t.url}/api/Admin/Auth/SendSecurityCode?phoneNumber=+61412345678`, {
        headers: { authorization: `Bearer ${u.token}` },
      });
      assert.equal(res.status, 200);
    });

    it('without phoneNumber the company contact number is used', async () => {
      const u = await seedUser(t.ctx.db, { registered: true });
      const res = await send(u.token);
      assert.equal(res.status, 200, res.message);
      assert.deepEqual(res.result, { phoneNumber: '+61412345678' });
    });

    it('without phoneNumber and nothing stored: 400', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await send(u.token);
      assert.equal(res.status, 400);
      assert.equal(res.message, `phoneNumber: ${MSG.phoneRequired}`);
    });
  });

  describe('security code validation (spec 002 §5 Security code)', () => {
    const cases: [string, string][] = [
      ['', MSG.codeRequired],
      ['12a4', MSG.codeNotNumber],
      ['12', MSG.codeMin],
      ['1234567', MSG.codeMax],
    ];
    for (const [code, message] of cases) {
      it(`'${code}' → 400 'code: ${message}'`, async () => {
        const u = await seedUser(t.ctx.db, { registered: true });
        const res = await check(u.token, code);
        assert.equal(res.status, 400);
        assert.equal(res.message, `code: ${message}`);
      });
    }
    it('a missing code names the field', async () => {
      const u = await seedUser(t.ctx.db, { registered: true });
      const res = await callApi(t.url, 'GET', '/api/Admin/Auth/CheckSecurityCode', { token: u.token });
      assert.equal(res.status, 400);
      assert.match(res.message, /^code: /);
    });
  });

  it('PIN calls need a session', async () => {
    assert.equal((await callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode')).status, 401);
    assert.equal(
      (await callApi(t.url, 'GET', '/api/Admin/Auth/CheckSecurityCode', { query: { code: '123456' } })).status,
      401,
    );
  });
});
