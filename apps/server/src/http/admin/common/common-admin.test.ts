import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';

describe('CommonAdmin: countries, states, suburbs, ABN', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    token = (await seedUser(t.ctx.db)).token;
  });
  after(async () => t.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    callApi(t.url, 'GET', `/api/admin/CommonAdmin/${path}`, { token, query });

  it("GetCountries lists the spec's six first, then the countries added for issue 30, with id, value, code", async () => {
    const res = await get('GetCountries');
    assert.equal(res.status, 200);
    const codes = res.result.map((c: { code: string }) => c.code);
    assert.deepEqual(codes.slice(0, 6), ['AU', 'IN', 'SG', 'US', 'GB', 'CA']);
    for (const code of [
      'DE',
      'AT',
      'CH',
      'FR',
      'NL',
      'BE',
      'LU',
      'IT',
      'ES',
      'PT',
      'IE',
      'DK',
      'SE',
      'NO',
      'FI',
      'PL',
      'NZ',
    ])
      assert.ok(codes.includes(code), code);
    assert.deepEqual(res.result[0], { id: 1, value: 'Australia', code: 'AU' });
    assert.deepEqual(
      res.result.find((c: { code: string }) => c.code === 'DE'),
      { id: 12, value: 'Germany', code: 'DE' },
    );
  });

  it('the common lists need a session (not the PIN)', async () => {
    assert.equal((await callApi(t.url, 'GET', '/api/admin/CommonAdmin/GetCountries')).status, 401);
  });

  describe('GetStates', () => {
    it('Australia: the 8 states and territories', async () => {
      const res = await get('GetStates', { countryId: 1 });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.result.map((s: { code: string }) => s.code),
        ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
      );
      assert.deepEqual(
        res.result.find((s: { code: string }) => s.code === 'QLD'),
        { id: 'AU-QLD', value: 'Queensland', code: 'QLD' },
      );
    });
    it('India: 28 states and 8 union territories', async () => {
      const res = await get('GetStates', { countryId: 2 });
      assert.equal(res.result.length, 36);
      assert.ok(res.result.some((s: { value: string }) => s.value === 'Telangana'));
    });
    it('Singapore has none', async () => {
      assert.deepEqual((await get('GetStates', { countryId: 3 })).result, []);
    });
    it('United States: 50 states and DC', async () => {
      assert.equal((await get('GetStates', { countryId: 4 })).result.length, 51);
    });
    it('United Kingdom: England, Scotland, Wales, Northern Ireland', async () => {
      const res = await get('GetStates', { countryId: 5 });
      assert.deepEqual(
        res.result.map((s: { value: string }) => s.value),
        ['England', 'Scotland', 'Wales', 'Northern Ireland'],
      );
    });
    it('Canada: 10 provinces and 3 territories', async () => {
      assert.equal((await get('GetStates', { countryId: 6 })).result.length, 13);
    });
    it('Germany (added, issue 30): none asked, and no suburb list (the city is typed)', async () => {
      assert.deepEqual((await get('GetStates', { countryId: 12 })).result, []);
      assert.deepEqual((await get('GetSuburbs', { state: 'Berlin', countryId: 12 })).result, []);
    });
    it('an unknown or malformed countryId is a 400 naming the field', async () => {
      const unknown = await get('GetStates', { countryId: 99 });
      assert.equal(unknown.status, 400);
      assert.match(unknown.message, /^countryId: /);
      const bad = await get('GetStates', { countryId: 'abc' });
      assert.equal(bad.status, 400);
      assert.match(bad.message, /^countryId: /);
      const missing = await get('GetStates');
      assert.equal(missing.status, 400);
      assert.match(missing.message, /^countryId: /);
    });
  });

  describe('GetSuburbs', () => {
    it('Australian suburbs with post codes (default country Australia)', async () => {
      const res = await get('GetSuburbs', { state: 'NSW' });
      assert.equal(res.status, 200);
      assert.ok(res.result.length > 3000, `NSW has thousands of localities, got ${res.result.length}`);
      assert.ok(
        res.result.some((s: { value: string; postCode: string }) => s.value === 'Bondi Beach' && s.postCode === '2026'),
      );
    });
    it('search narrows the list', async () => {
      const res = await get('GetSuburbs', { state: 'QLD', countryId: 1, search: 'brisbane' });
      assert.ok(
        res.result.some(
          (s: { value: string; postCode: string }) => s.value === 'Brisbane City' && s.postCode === '4000',
        ),
        JSON.stringify(res.result),
      );
      assert.ok(res.result.every((s: { value: string }) => s.value.toLowerCase().includes('brisbane')));
    });
    it('India: post offices with PIN codes (state by code or by name)', async () => {
      const res = await get('GetSuburbs', { state: 'Kerala', countryId: 2, search: 'vennala' });
      assert.deepEqual(
        res.result.map((s: { value: string; postCode: string }) => [s.value, s.postCode]),
        [['Vennala', '682028']],
      );
    });
    it('United States: cities with ZIP codes', async () => {
      const res = await get('GetSuburbs', { state: 'NY', countryId: 4, search: '10001' });
      assert.ok(
        res.result.some((s: { value: string; postCode: string }) => s.value === 'New York' && s.postCode === '10001'),
      );
    });
    it('Canada: regions with their postal code prefix', async () => {
      const res = await get('GetSuburbs', { state: 'ON', countryId: 6 });
      assert.ok(res.result.length > 100);
      assert.ok(res.result.every((s: { postCode: string }) => /^[KLMNP]\d[A-Z]$/.test(s.postCode)));
    });
    it('United Kingdom: towns of a nation (no post codes)', async () => {
      const res = await get('GetSuburbs', { state: 'SCT', countryId: 5 });
      assert.ok(res.result.some((s: { value: string }) => s.value === 'Edinburgh'));
    });
    it('Singapore: planning areas whatever the state', async () => {
      const res = await get('GetSuburbs', { state: '-', countryId: 3 });
      assert.ok(res.result.some((s: { value: string }) => s.value === 'Ang Mo Kio'));
    });
    it('an unknown state is a 400 naming the field', async () => {
      const res = await get('GetSuburbs', { state: 'Atlantis', countryId: 1 });
      assert.equal(res.status, 400);
      assert.equal(res.message, 'state: Unknown state for Australia');
      const missing = await get('GetSuburbs');
      assert.equal(missing.status, 400);
      assert.match(missing.message, /^state: /);
    });
  });

  describe('VerifyABN', () => {
    it("'51 824 753 556' is valid and formatted", async () => {
      const res = await get('VerifyABN', { abn: '51824753556', name: 'Australian Taxation Office' });
      assert.equal(res.status, 200);
      assert.equal(res.result.valid, true);
      assert.equal(res.result.abn, '51 824 753 556');
    });
    it('a wrong check digit is invalid', async () => {
      const res = await get('VerifyABN', { abn: '51 824 753 557' });
      assert.equal(res.result.valid, false);
      assert.equal(res.result.abn, '51 824 753 557');
    });
    it('not 11 digits is invalid', async () => {
      const res = await get('VerifyABN', { abn: '1234' });
      assert.equal(res.result.valid, false);
      assert.match(res.result.message, /11 digits/);
    });
    it('a missing abn is a 400 naming the field', async () => {
      const res = await get('VerifyABN');
      assert.equal(res.status, 400);
      assert.match(res.message, /^abn: /);
    });
  });
});
