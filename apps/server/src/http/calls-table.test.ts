import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { CALL_LIST, type CallSpec } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import type { RegisteredRoute } from './build-app.ts';
import { callsNamedInDocs, compareWithTable } from './test-support/calls-table-check.ts';

const API_DOCS = new URL('../../../../docs/api.md', import.meta.url);

/** Issue 29: every call defined once, in packages/contracts; the server, the table and docs/api.md agree. */
describe('the calls table and the server', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t?.close());

  it('every route the server registers is a call of the table, and every call of the table is registered', () => {
    const { missingFromTable, notRegistered } = compareWithTable(t.app.registeredRoutes, CALL_LIST);
    assert.ok(t.app.registeredRoutes.length > 100, `routes were collected (${t.app.registeredRoutes.length})`);
    assert.deepEqual(
      missingFromTable,
      [],
      `registered but not in packages/contracts/src/calls:\n${missingFromTable.join('\n')}`,
    );
    assert.deepEqual(notRegistered, [], `in the table but not registered:\n${notRegistered.join('\n')}`);
  });

  it("each route declares the access its call's table entry says", () => {
    assert.deepEqual(compareWithTable(t.app.registeredRoutes, CALL_LIST).accessDiffers, []);
  });

  it('every METHOD /api/... that docs/api.md names is a call of the table', () => {
    const named = callsNamedInDocs(fs.readFileSync(API_DOCS, 'utf8'));
    assert.ok(named.length > 50, `calls were read from docs/api.md (${named.length})`);
    const table = new Set(CALL_LIST.map((c) => `${c.method} ${c.path}`));
    assert.deepEqual(
      named.filter((n) => !table.has(n)),
      [],
    );
  });
});

describe('the comparison behind it', () => {
  const route = (
    method: string,
    url: string,
    access: RegisteredRoute['access'],
    module?: RegisteredRoute['module'],
  ): RegisteredRoute => ({ method, url, access, module });
  const call = (method: CallSpec['method'], path: string, access: CallSpec['access']): CallSpec => ({
    method,
    path,
    access,
    module: 'mapping',
  });

  it('names a route missing from the table, a call never registered, and an access that differs', () => {
    const routes = [
      route('GET', '/api/Admin/Map/Listed', 'admin'),
      route('HEAD', '/api/Admin/Map/Listed', 'admin'),
      route('POST', '/api/Admin/Map/Forgotten', 'admin', 'ICR'),
      route('GET', '/oidc/interaction/:uid', 'public'),
      route('GET', '/*', 'public'),
    ];
    const calls = [call('GET', '/api/Admin/Map/Listed', 'icr'), call('GET', '/api/Admin/Map/Removed', 'admin')];
    assert.deepEqual(compareWithTable(routes, calls), {
      missingFromTable: ['POST /api/Admin/Map/Forgotten'],
      notRegistered: ['GET /api/Admin/Map/Removed'],
      accessDiffers: ['GET /api/Admin/Map/Listed: the route declares admin, the table icr'],
    });
  });

  it('the same method on another path, or another method on the same path, is another call', () => {
    const { missingFromTable, notRegistered } = compareWithTable(
      [route('POST', '/api/a', 'public'), route('GET', '/api/A', 'public')],
      [call('GET', '/api/a', 'public')],
    );
    assert.deepEqual(missingFromTable, ['GET /api/A', 'POST /api/a']);
    assert.deepEqual(notRegistered, ['GET /api/a']);
  });

  it('reads the calls a page names: table rows, several calls in a cell, escaped pipes, prose', () => {
    const page = [
      '| method | path | access |',
      '|---|---|---|',
      '| GET | /api/admin/CommonAdmin/GetCountries, GetStates?countryId, VerifyABN?abn&name | session |',
      '| POST | /api/admin/Billing/CompleteTestCheckout {checkoutId, outcome: paid\\|declined} | admin |',
      '| POST | /api/Admin/Map/ApproveData?docId (multipart xlsx) | admin (ICR) |',
      '| GET, POST | /oidc/interaction/:uid/forgot | public |',
      'Read `GET /api/v1/documents/{dtId}` until it is ready; `POST /api/Admin/Map/SendDailyFileNow {configId}` sends now.',
    ].join('\n');
    assert.deepEqual(callsNamedInDocs(page), [
      'GET /api/admin/CommonAdmin/GetCountries',
      'GET /api/admin/CommonAdmin/GetStates',
      'GET /api/admin/CommonAdmin/VerifyABN',
      'GET /api/v1/documents/:dtId',
      'POST /api/Admin/Map/ApproveData',
      'POST /api/Admin/Map/SendDailyFileNow',
      'POST /api/admin/Billing/CompleteTestCheckout',
    ]);
  });
});
