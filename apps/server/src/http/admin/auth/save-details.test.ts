import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { ADMIN_CALLS, MSG, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { AU_DETAILS } from './test-support/au-company-details.ts';
import { companies, notifications } from '../../../db/schema/index.ts';
import { EMAIL_NOT_VERIFIED } from '../../../services/company/require-verified-email.ts';
import { DETAILS_FIRST } from '../../../services/company/save-features.ts';

describe('SaveDetails and SaveConfigurationDetails (company details → features)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const saveDetails = (token: string, body: unknown) =>
    callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', { token, body });

  /** Posts the AU form with one change and expects a 400 naming the field with the spec's message. */
  async function expectRule(patch: Record<string, unknown>, field: string, message: string) {
    const u = await seedUser(t.ctx.db);
    const res = await saveDetails(u.token, { ...AU_DETAILS, ...patch });
    assert.equal(res.status, 400, `${JSON.stringify(patch)} → ${res.status} ${res.message}`);
    assert.equal(res.code, 400);
    assert.ok(
      (res.result as { field: string; message: string }[]).some((e) => e.field === field && e.message === message),
      `${JSON.stringify(patch)} should report ${field}: ${message}, got ${JSON.stringify(res.result)}`,
    );
  }

  it('saves the company details, answers the caller\'s token and "Company details has been successfully updated."', async () => {
    const u = await seedUser(t.ctx.db);
    const res = await saveDetails(u.token, AU_DETAILS);
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'Company details has been successfully updated.');
    assert.deepEqual(res.result, { token: u.token });
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
    assert.equal(row!.companyName, 'Acme Paper Pty Ltd');
    assert.equal(row!.contactNumber, '412345678');
    assert.equal(row!.state, 'QLD');
    assert.equal(row!.country, 'AU');
    assert.deepEqual(row!.accessModules, ['ICR', 'DA']);
    assert.ok(row!.registeredAt);
    // the token stays valid: an onboarding call with it still passes
    const again = await callApi(t.url, 'GET', '/api/admin/CommonAdmin/GetCountries', { token: res.result.token });
    assert.equal(again.status, 200);
  });

  it('posts a welcome notification when the company registers', async () => {
    const u = await seedUser(t.ctx.db);
    await saveDetails(u.token, AU_DETAILS);
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, u.companyId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.header, 'Welcome to Paperbridge');
    assert.ok(rows[0]!.message.length > 0);
  });

  it('refuses a caller whose e-mail is not verified (403)', async () => {
    const u = await seedUser(t.ctx.db, { emailVerified: false });
    const res = await saveDetails(u.token, AU_DETAILS);
    assert.equal(res.status, 403);
    assert.equal(res.code, 403);
    assert.equal(res.message, EMAIL_NOT_VERIFIED);
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
    assert.equal(row!.registeredAt, null);
  });

  it('refuses a second registration (409: use UpdateAdminUserDetail)', async () => {
    const u = await seedUser(t.ctx.db, { registered: true });
    const res = await saveDetails(u.token, AU_DETAILS);
    assert.equal(res.status, 409);
    assert.match(res.message, /UpdateAdminUserDetail/);
  });

  it('needs a session (401 without a token)', async () => {
    const res = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', { body: AU_DETAILS });
    assert.equal(res.status, 401);
  });

  it('does not need the PIN: onboarding calls are open to a session whose PIN is not verified', async () => {
    const u = await seedUser(t.ctx.db, { pinVerified: false });
    assert.equal((await saveDetails(u.token, AU_DETAILS)).status, 200);
  });

  describe('every Profile rule of spec 002 §5 with its message', () => {
    it("Company name required ('Company name is required.')", () =>
      expectRule({ coCompanyName: '' }, 'coCompanyName', MSG.companyNameRequired));
    it('an individual needs no company name', async () => {
      const u = await seedUser(t.ctx.db);
      assert.equal((await saveDetails(u.token, { ...AU_DETAILS, coIsCompany: false, coCompanyName: '' })).status, 200);
    });
    it("Contact name required ('Invalid Contact Name')", () =>
      expectRule({ coContactName: '' }, 'coContactName', MSG.contactNameInvalid));
    it("Contact name not only special characters ('Invalid Contact Name')", () =>
      expectRule({ coContactName: '#$%!' }, 'coContactName', MSG.contactNameInvalid));
    it("Contact number digits only ('Invalid Contact Number')", () =>
      expectRule({ coContactNumber: '41234abc9' }, 'coContactNumber', MSG.contactNumberInvalid));
    it("AU contact number exactly 9 digits ('Must be exactly 9 digits')", async () => {
      await expectRule({ coContactNumber: '41234567' }, 'coContactNumber', 'Must be exactly 9 digits');
      await expectRule({ coContactNumber: '04123456789' }, 'coContactNumber', 'Must be exactly 9 digits');
    });
    it('a contact number typed with spaces, the national 0 or +61 is stored as the national digits (issue 26)', async () => {
      for (const typed of ['0412 345 678', '+61 412 345 678']) {
        const u = await seedUser(t.ctx.db);
        const res = await saveDetails(u.token, { ...AU_DETAILS, coContactNumber: typed });
        assert.equal(res.status, 200, `${typed}: ${res.message}`);
        const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
        assert.equal(row!.contactNumber, '412345678', typed);
      }
    });
    it("SG contact number exactly 8 digits ('Must be exactly 8 digits')", () =>
      expectRule(
        { coCountry: 'SG', coState: '', coContactNumber: '912345678', coPostCode: '018956' },
        'coContactNumber',
        'Must be exactly 8 digits',
      ));
    it("other countries 10 digits by default ('Must be exactly 10 digits')", async () => {
      await expectRule(
        { coCountry: 'IN', coState: 'MH', coContactNumber: '987654321', coPostCode: '400001' },
        'coContactNumber',
        'Must be exactly 10 digits',
      );
      await expectRule(
        { coCountry: 'US', coState: 'NY', coContactNumber: '21255501', coPostCode: '10001' },
        'coContactNumber',
        'Must be exactly 10 digits',
      );
    });
    it("Address required ('Primary Address is required.')", () =>
      expectRule({ coAddress1: '' }, 'coAddress1', MSG.addressRequired));
    it("Post code alphanumeric ('Invalid Post Code')", async () => {
      await expectRule({ coPostCode: '40-00' }, 'coPostCode', MSG.postCodeInvalid);
      await expectRule({ coPostCode: '' }, 'coPostCode', MSG.postCodeInvalid);
    });
    it('City/suburb required', () => expectRule({ coSuburb: '' }, 'coSuburb', MSG.suburbRequired));
    it('State required (AU)', () => expectRule({ coState: '' }, 'coState', MSG.stateRequired));
    it('Country required and one of the supported ones', async () => {
      await expectRule({ coCountry: '' }, 'coCountry', MSG.countryRequired);
      await expectRule({ coCountry: 'JP' }, 'coCountry', MSG.countryRequired);
    });
    it("a German company (issue 30): no state, a contact number of 5 to 13 digits ('Must be 5 to 13 digits'), stored as DE", async () => {
      const german = {
        coCountry: 'DE',
        coState: '',
        coSuburb: 'Berlin',
        coPostCode: '10115',
        coAddress1: 'Unter den Linden 1',
      };
      await expectRule({ ...german, coContactNumber: '3012' }, 'coContactNumber', 'Must be 5 to 13 digits');
      const u = await seedUser(t.ctx.db);
      const res = await saveDetails(u.token, { ...AU_DETAILS, ...german, coContactNumber: '301234567' });
      assert.equal(res.status, 200, res.message);
      const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
      assert.equal(row!.country, 'DE');
      assert.equal(row!.state, '');
      assert.equal(row!.currency, null);
    });
    it("gAddress required unless the address parts are all filled ('Valid Address is required.')", () =>
      expectRule({ coSuburb: '', gAddress: '' }, 'gAddress', MSG.validAddressRequired));
    it("At least one feature ('Please select at least one feature.')", () =>
      expectRule({ accessModuls: [] }, 'accessModuls', MSG.selectFeature));
    it('SG does not require state, and stores none', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await saveDetails(u.token, {
        ...AU_DETAILS,
        coCountry: 'SG',
        coState: 'ignored',
        coContactNumber: '91234567',
        coSuburb: 'Downtown Core',
        coPostCode: '018956',
      });
      assert.equal(res.status, 200, res.message);
      const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
      assert.equal(row!.state, '');
      assert.equal(row!.country, 'SG');
    });
  });

  describe('malformed input is a 400 envelope naming the field, never a 500', () => {
    it('bad JSON', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await callApi(t.url, 'POST', '/api/Admin/Auth/SaveDetails', {
        token: u.token,
        rawBody: '{"coIsCompany": tru',
      });
      assert.equal(res.status, 400);
      assert.equal(res.code, 400);
    });
    it('wrong types', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await saveDetails(u.token, { ...AU_DETAILS, coIsCompany: 'yes', accessModuls: 'ICR' });
      assert.equal(res.status, 400);
      const fields = (res.result as { field: string }[]).map((e) => e.field);
      assert.ok(fields.includes('coIsCompany') && fields.includes('accessModuls'), JSON.stringify(res.result));
      assert.match(res.message, /^(coIsCompany|accessModuls): /);
    });
    it('an unknown module', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await saveDetails(u.token, { ...AU_DETAILS, accessModuls: ['XYZ'] });
      assert.equal(res.status, 400);
      assert.match(res.message, /^accessModuls/);
    });
    it('a body that is not an object', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await saveDetails(u.token, [1, 2]);
      assert.equal(res.status, 400);
      assert.equal(res.code, 400);
    });
  });

  describe('SaveConfigurationDetails (features page)', () => {
    const saveFeatures = (token: string, body: unknown) =>
      callApi(t.url, 'POST', '/api/Admin/Auth/SaveConfigurationDetails', { token, body });

    it('sets the modules and featuresChosenAt of a registered company', async () => {
      const u = await seedUser(t.ctx.db, { registered: true });
      const res = await saveFeatures(u.token, { accessModuls: ['ICR', 'IG'] });
      assert.equal(res.status, 200, res.message);
      assert.deepEqual(res.result, { accessModuls: ['ICR', 'IG'] });
      assert.deepEqual(parseCallResult(ADMIN_CALLS.saveConfigurationDetails, res.result), {
        ok: true,
        result: res.result,
      });
      const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, u.companyId));
      assert.deepEqual(row!.accessModules, ['ICR', 'IG']);
      assert.ok(row!.featuresChosenAt);
    });
    it("needs at least one feature ('Please select at least one feature.')", async () => {
      const u = await seedUser(t.ctx.db, { registered: true });
      const res = await saveFeatures(u.token, { accessModuls: [] });
      assert.equal(res.status, 400);
      assert.equal(res.message, `accessModuls: ${MSG.selectFeature}`);
    });
    it('needs the company details first (409)', async () => {
      const u = await seedUser(t.ctx.db);
      const res = await saveFeatures(u.token, { accessModuls: ['ICR'] });
      assert.equal(res.status, 409);
      assert.equal(res.message, DETAILS_FIRST);
    });
  });
});
