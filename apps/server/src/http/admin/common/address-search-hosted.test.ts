import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';

/** A local server speaking Geoapify's Address Autocomplete API: GET /v1/geocode/autocomplete (format=json). */
function fakeGeoapify() {
  const received: URL[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { results: [] } };
  const server = http.createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://x'));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
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

// shaped as Geoapify documents its results (format=json): address parts, state_code, formatted, place_id
const BONDI = {
  housenumber: '12',
  street: 'Campbell Parade',
  suburb: 'Bondi Beach',
  city: 'Sydney',
  state: 'New South Wales',
  state_code: 'NSW',
  postcode: '2026',
  country: 'Australia',
  country_code: 'au',
  formatted: '12 Campbell Parade, Bondi Beach NSW 2026, Australia',
  result_type: 'building',
  place_id: '51abc',
};

describe('SearchAddress with a hosted places provider (PLACES_API_KEY set)', () => {
  const geoapify = fakeGeoapify();
  let t: TestApp;
  let token: string;
  before(async () => {
    const url = await geoapify.start();
    t = await startTestApp({ PLACES_API_KEY: 'places-key-1', PLACES_PROVIDER_URL: url }, { workers: false });
    token = (await seedUser(t.ctx.db)).token;
  });
  after(async () => {
    await t.close();
    await geoapify.stop();
  });
  beforeEach(() => {
    geoapify.received.length = 0;
    geoapify.answerWith(200, { results: [BONDI] });
  });

  const search = (query: string, countryId = 1) =>
    callApi(t.url, 'GET', '/api/admin/CommonAdmin/SearchAddress', { token, query: { query, countryId } });

  it("asks the provider within the form's country and fills street, suburb, state code and post code", async () => {
    const res = await search('12 campbell pa');
    assert.equal(res.status, 200);
    assert.deepEqual(res.result, [
      {
        id: 'geo-51abc',
        label: '12 Campbell Parade, Bondi Beach NSW 2026, Australia',
        address1: '12 Campbell Parade',
        suburb: 'Bondi Beach',
        state: 'NSW',
        postCode: '2026',
        countryId: 1,
      },
    ]);
    assert.equal(geoapify.received.length, 1);
    const asked = geoapify.received[0]!;
    assert.equal(asked.pathname, '/v1/geocode/autocomplete');
    assert.equal(asked.searchParams.get('text'), '12 campbell pa');
    assert.equal(asked.searchParams.get('filter'), 'countrycode:au');
    assert.equal(asked.searchParams.get('format'), 'json');
    assert.equal(asked.searchParams.get('apiKey'), 'places-key-1');
    assert.ok(!JSON.stringify(res).includes('places-key-1'), 'the key never reaches the browser');
  });

  it("outside Australia the city is the form's suburb; a state known by name only is matched to its code", async () => {
    geoapify.answerWith(200, {
      results: [
        {
          street: 'Market Street',
          housenumber: '1',
          suburb: 'SoMa',
          city: 'San Francisco',
          state: 'California',
          postcode: '94103',
          country_code: 'us',
          formatted: '1 Market Street, San Francisco, CA 94103, United States of America',
          place_id: 'p-us',
        },
        // a whole state fills no suburb: left out
        { state: 'California', state_code: 'CA', country_code: 'us', formatted: 'California', place_id: 'p-state' },
      ],
    });
    const us = 4;
    const res = await search('1 market st', us);
    assert.equal(res.status, 200);
    assert.equal(res.result.length, 1);
    assert.equal(res.result[0].suburb, 'San Francisco');
    assert.equal(res.result[0].state, 'CA');
    assert.equal(geoapify.received[0]!.searchParams.get('filter'), 'countrycode:us');
  });

  it('a provider that fails is not the user’s problem: the embedded lists answer', async () => {
    geoapify.answerWith(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid apiKey' });
    const res = await search('bondi beach');
    assert.equal(res.status, 200);
    assert.equal(geoapify.received.length, 1, 'the provider was asked first');
    assert.equal(res.result[0].label, 'Bondi Beach NSW 2026', 'then the embedded list answered');
  });

  it('two letters are not sent to the provider (each request is billed); the embedded lists answer them', async () => {
    const res = await search('bo');
    assert.equal(res.status, 200);
    assert.equal(geoapify.received.length, 0);
  });
});
