import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_CALLS, MSG, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, SEED_COMPANY } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';

const PROFILE = {
  coIsCompany: true,
  coCompanyName: 'Acme Paper Pty Ltd',
  coContactName: 'Jane Citizen',
  coContactNumber: '412345678',
  coAddress1: '2 Ann Street',
  coAddress2: '',
  coSuburb: 'Fortitude Valley',
  coState: 'QLD',
  coCountry: 'AU',
  coPostCode: '4006',
  coAbn: '51 824 753 556',
  gAddress: '',
  accessModuls: ['ICR'],
};

describe('Profile: GetAdminUserDetail and UpdateAdminUserDetail', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const detail = (token: string) => callApi(t.url, 'GET', '/api/admin/User/GetAdminUserDetail', { token });
  const update = (token: string, body: unknown) =>
    callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', { token, body });

  it("answers the caller's company as the profile card shows it", async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await detail(u.token);
    assert.equal(res.status, 200, res.message);
    assert.equal(res.result.coCompanyName, SEED_COMPANY.companyName);
    assert.equal(res.result.coEmail, u.email);
    assert.equal(res.result.coCountry, 'AU');
    assert.equal(res.result.isNew, false);
  });

  it('needs the PIN (401 for a session whose PIN is not verified)', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: false });
    const res = await detail(u.token);
    assert.equal(res.status, 401);
    assert.equal((await update(u.token, PROFILE)).status, 401);
  });

  it("updates the details with 'Your profile has been successfully updated.'; ICR and DA stay on", async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await update(u.token, PROFILE);
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'Your profile has been successfully updated.');
    assert.deepEqual(parseCallResult(ADMIN_CALLS.updateAdminUserDetail, res.result), { ok: true, result: res.result });
    assert.equal(res.result.coSuburb, 'Fortitude Valley');
    assert.deepEqual(res.result.accessModuls, ['ICR', 'DA']);
    const read = await detail(u.token);
    assert.equal(read.result.coAddress1, '2 Ann Street');
  });

  it('Insight Generation toggles on and off', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    assert.deepEqual((await update(u.token, { ...PROFILE, accessModuls: ['ICR', 'DA', 'IG'] })).result.accessModuls, [
      'ICR',
      'DA',
      'IG',
    ]);
    assert.deepEqual((await update(u.token, { ...PROFILE, accessModuls: ['ICR', 'DA'] })).result.accessModuls, [
      'ICR',
      'DA',
    ]);
  });

  it('validates with the same rules as registration', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await update(u.token, { ...PROFILE, coCountry: 'SG', coState: '', coContactNumber: '412345678' });
    assert.equal(res.status, 400);
    assert.equal(res.message, 'coContactNumber: Must be exactly 8 digits');
    const none = await update(u.token, { ...PROFILE, accessModuls: [] });
    assert.equal(none.message, `accessModuls: ${MSG.selectFeature}`);
  });

  it("company B cannot see or change company A's profile", async () => {
    const a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await update(a.token, { ...PROFILE, coCompanyName: 'Company A' });
    await update(b.token, { ...PROFILE, coCompanyName: 'Company B' });
    assert.equal((await detail(a.token)).result.coCompanyName, 'Company A');
    assert.equal((await detail(b.token)).result.coCompanyName, 'Company B');
    assert.equal((await detail(b.token)).result.coEmail, b.email);
  });
});
