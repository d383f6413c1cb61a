import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';

describe('CommonAdmin (issue 26): the address search and the country guessed from the IP address', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    // the test's requests come from 127.0.0.1: trusted as a proxy, its X-Forwarded-For is the caller
    t = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, { workers: false });
    token = (await seedUser(t.ctx.db)).token;
  });
  after(async () => t.close());

  const search = (query: string, countryId = 1) =>
    callApi(t.url, 'GET', '/api/admin/CommonAdmin/SearchAddress', { token, query: { query, countryId } });

  it('a suburb is found by its name, best match first, with its state and post code', async () => {
    const res = await search('bondi beach');
    assert.equal(res.status, 200);
    assert.deepEqual(res.result[0], {
      id: res.result[0].id,
      label: 'Bondi Beach NSW 2026',
      address1: null,
      suburb: 'Bondi Beach',
      state: 'NSW',
      postCode: '2026',
      countryId: 1,
    });
    assert.ok(res.result.length <= 8);
  });

  it('the street typed before a comma is kept for Address Line 1; a post code narrows the place', async () => {
    const res = await search('12 Smith St, Fortitude Valley 4006');
    assert.equal(res.status, 200);
    assert.equal(res.result[0].label, '12 Smith St, Fortitude Valley QLD 4006');
    assert.equal(res.result[0].address1, '12 Smith St');
    assert.equal(res.result[0].state, 'QLD');
    assert.ok(res.result.every((r: { postCode: string }) => r.postCode.startsWith('4006')));
  });

  it("another country's list: India by name", async () => {
    const res = await search('Koramangala', 2);
    assert.equal(res.status, 200);
    assert.ok(res.result.length > 0, 'Koramangala is in the Indian post office list');
    assert.ok(res.result.every((r: { countryId: number }) => r.countryId === 2));
  });

  it('too short a query is refused with the reason; a place nobody has is an empty list', async () => {
    const short = await search('b');
    assert.equal(short.status, 400);
    assert.match(JSON.stringify(short), /Type at least 2 characters/);
    assert.deepEqual((await search('zzqqxx')).result, []);
  });

  it("GuessCountry answers the caller's registry country when it is a supported one, else nulls", async () => {
    const from = async (ip: string) =>
      okResult(await call(t.url, CALLS.admin.guessCountry, { token, headers: { 'x-forwarded-for': ip } }));
    assert.deepEqual(await from('1.1.1.1'), { code: 'AU', countryId: 1 });
    assert.deepEqual(await from('8.8.8.8'), { code: 'US', countryId: 4 });
    assert.deepEqual(await from('10.0.0.1'), { code: null, countryId: null });
  });
});
