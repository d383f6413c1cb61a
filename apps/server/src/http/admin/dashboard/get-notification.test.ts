import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { notifications } from '../../../db/schema/index.ts';

describe('GetNotification', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const list = (token: string) => callApi(t.url, 'GET', '/api/Admin/Dashboard/GetNotification', { token });

  it('lists the company notifications newest first as {header, notificationDate, message[]}', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await t.ctx.db.insert(notifications).values([
      { companyId: u.companyId, header: 'Older', message: ['one'], createdAt: new Date('2025-01-01T00:00:00Z') },
      {
        companyId: u.companyId,
        header: 'Newer',
        message: ['two', 'lines'],
        createdAt: new Date('2025-02-01T00:00:00Z'),
      },
    ]);
    const res = await list(u.token);
    assert.equal(res.status, 200);
    assert.deepEqual(res.result, [
      { header: 'Newer', notificationDate: '2025-02-01T00:00:00.000Z', message: ['two', 'lines'] },
      { header: 'Older', notificationDate: '2025-01-01T00:00:00.000Z', message: ['one'] },
    ]);
  });

  it("company B cannot see company A's notifications", async () => {
    const a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await t.ctx.db.insert(notifications).values({ companyId: a.companyId, header: 'For A only', message: ['secret'] });
    assert.equal((await list(a.token)).result.length, 1);
    assert.deepEqual((await list(b.token)).result, []);
  });

  it('registration (SaveDetails) posts the welcome notification to the bell', async () => {
    const u = await seedUser(t.ctx.db, { pinVerified: true });
    const saved = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', {
      token: u.token,
      body: {
        coIsCompany: false,
        coCompanyName: '',
        coContactName: 'Sam Lee',
        coContactNumber: '2025550123',
        coAddress1: '1 Main St',
        coSuburb: 'New York',
        coState: 'NY',
        coCountry: 'US',
        coPostCode: '10001',
        accessModuls: ['ICR'],
      },
    });
    assert.equal(saved.status, 200, saved.message);
    const res = await list(u.token);
    assert.equal(res.result.length, 1);
    assert.equal(res.result[0].header, 'Welcome to Paperbridge');
    assert.match(res.result[0].message[0], /Sam Lee/);
  });

  it('needs the PIN', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: false });
    assert.equal((await list(u.token)).status, 401);
  });
});
