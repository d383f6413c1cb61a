import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { notifications, outboxMessages } from '../../db/schema/index.ts';
import { AU_DETAILS } from '../../http/admin/auth/test-support/au-company-details.ts';
import { WELCOME_DONE, WELCOME_HEADER } from './welcome-notification.ts';

/**
 * Issue 26 point 4: the welcome notification said "Choose your features and verify your phone…"
 * after both were done. It now names only the steps left, and says the account is set up after the PIN.
 */
describe('the welcome notification follows onboarding', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t?.close());

  const welcome = async (companyId: string) => {
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, companyId), eq(notifications.header, WELCOME_HEADER)));
    assert.equal(rows.length, 1, 'one welcome notification');
    return rows[0]!.message;
  };

  it('company details saved: features and phone to do; features saved: the phone; PIN verified: set up', async () => {
    const u = await seedUser(t.ctx.db);
    const saved = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', { token: u.token, body: AU_DETAILS });
    assert.equal(saved.status, 200, saved.message);
    assert.deepEqual(await welcome(u.companyId), [
      'Welcome, Acme Paper Pty Ltd! Your company details have been saved.',
      'Choose your features and verify your phone with the security PIN to start processing documents.',
    ]);

    const features = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveConfigurationDetails', {
      token: u.token,
      body: { accessModuls: ['ICR'] },
    });
    assert.equal(features.status, 200, features.message);
    assert.equal(
      (await welcome(u.companyId))[1],
      'Verify your phone with the security PIN to start processing documents.',
    );

    const sent = await callApi(t.url, 'GET', '/api/Admin/Auth/SendSecurityCode', {
      token: u.token,
      query: { phoneNumber: '+61412345678' },
    });
    assert.equal(sent.status, 200, sent.message);
    const [sms] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, u.companyId), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const pin = /(\d{6})/.exec(sms?.body ?? '')![1]!;
    const checked = await callApi<boolean>(t.url, 'GET', '/api/Admin/Auth/CheckSecurityCode', {
      token: u.token,
      query: { code: pin },
    });
    assert.equal(checked.result, true, checked.message);
    const message = await welcome(u.companyId);
    assert.equal(message[1], WELCOME_DONE);
    assert.ok(!message.join(' ').includes('Choose your features'));

    // what the bell shows is the same text
    const bell = await callApi<{ header: string; message: string[] }[]>(
      t.url,
      'GET',
      '/api/Admin/Dashboard/GetNotification',
      { token: u.token },
    );
    assert.deepEqual(bell.result.find((n) => n.header === WELCOME_HEADER)?.message, message);
  });

  it('a company whose features were chosen before registering is only asked for the phone', async () => {
    const u = await seedUser(t.ctx.db, { pinVerified: true });
    await t.ctx.database.query('update companies set features_chosen_at = now() where id = $1', [u.companyId]);
    const saved = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', { token: u.token, body: AU_DETAILS });
    assert.equal(saved.status, 200, saved.message);
    assert.equal(
      (await welcome(u.companyId))[1],
      'Verify your phone with the security PIN to start processing documents.',
    );
  });
});
