import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LIMITS, MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { AU_DETAILS } from './test-support/au-company-details.ts';

const LONG = 'x'.repeat(5000);
type FieldError = { field: string; message: string };

/** Issue 14 point 10: a too long text answers its maximum, by field, on the company details and client calls. */
describe('text limits on the account and client calls', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  it("a 5,000-character company name answers 'Company name must be at most 100 characters.', not that it is required", async () => {
    const u = await seedUser(t.ctx.db);
    const res = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', {
      token: u.token,
      body: { ...AU_DETAILS, coCompanyName: LONG },
    });
    assert.equal(res.status, 400);
    const errors = res.result as FieldError[];
    assert.deepEqual(
      errors.filter((e) => e.field === 'coCompanyName'),
      [{ field: 'coCompanyName', message: 'Company name must be at most 100 characters.' }],
    );
    assert.ok(!JSON.stringify(res).includes(MSG.companyNameRequired));
  });

  it('each company detail has its maximum on UpdateAdminUserDetail too; at the limit it is saved', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const cases: [string, number, string][] = [
      ['coContactName', LIMITS.name, 'Contact name'],
      ['coAddress1', LIMITS.address, 'Address'],
      ['coAddress2', LIMITS.address, 'Address line 2'],
      ['coSuburb', LIMITS.suburb, 'City/Suburb'],
      ['coPostCode', LIMITS.postCode, 'Post code'],
    ];
    for (const [field, max, label] of cases) {
      const res = await callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', {
        token: u.token,
        body: { ...AU_DETAILS, [field]: 'A'.repeat(max + 1) },
      });
      assert.equal(res.status, 400, field);
      assert.ok(
        (res.result as FieldError[]).some(
          (e) => e.field === field && e.message === `${label} must be at most ${max} characters.`,
        ),
        `${field}: ${JSON.stringify(res.result)}`,
      );
    }
    const atLimit = await callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', {
      token: u.token,
      body: { ...AU_DETAILS, coCompanyName: 'C'.repeat(LIMITS.name), coContactName: 'J'.repeat(LIMITS.name) },
    });
    assert.equal(atLimit.status, 200, atLimit.message);
  });

  it("a client's 5,000-character contact name is refused with its maximum", async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
      token: u.token,
      body: { companyname: 'Acme', contectname: LONG, email: 'ann@acme.example' },
    });
    assert.equal(res.status, 400);
    assert.ok(
      (res.result as FieldError[]).some(
        (e) => e.field === 'contectname' && e.message === 'Contact name must be at most 100 characters.',
      ),
      JSON.stringify(res.result),
    );
  });
});
