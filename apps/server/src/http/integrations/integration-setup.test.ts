import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { INTEGRATION_MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import {
  startXeroTestServer,
  XERO_TEST_CONTACT,
  XERO_TEST_TENANT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import {
  QUICKBOOKS_TEST_REALM,
  startQuickBooksTestServer,
} from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';
import {
  connectIntegration,
  seedIntegrationMapping,
} from '../../services/integrations/test-support/integration-fixtures.ts';

describe('Integration setup (spec 002 §4): Xero and QuickBooks through their OAuth 2 and local servers', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
  let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;
  const xeroIn = {
    email: 'orders@coolblue.example',
    configName: 'COOLBLUEXERO',
    serviceCode: 'XERO' as const,
    accountId: 'XERO-CLIENT-ID',
    password: 'xero-secret',
  };
  const qbIn = {
    email: 'orders@coolblue.example',
    configName: 'COOLBLUEQB',
    serviceCode: 'QUICKBOOK' as const,
    accountId: 'QB-CLIENT-ID',
    password: 'qb-secret',
  };

  before(async () => {
    xero = await startXeroTestServer();
    qb = await startQuickBooksTestServer();
    t = await startTestApp({ ...xero.config, ...qb.config }, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: xeroIn.configName,
      clientEmail: xeroIn.email,
      integrationType: 'XERO',
    });
  });
  after(async () => {
    await t?.close();
    await xero?.close();
    await qb?.close();
  });

  it('Connect sends the user to Xero with the client id, redirect, scope and a signed state; the callback stores sealed tokens and the tenant', async () => {
    const { authUrl, callback } = await connectIntegration(t.url, a.token, xeroIn);
    assert.equal(authUrl.origin + authUrl.pathname, xero.config.XERO_AUTHORIZE_URL);
    assert.equal(authUrl.searchParams.get('response_type'), 'code');
    assert.equal(authUrl.searchParams.get('client_id'), 'XERO-CLIENT-ID');
    assert.equal(authUrl.searchParams.get('redirect_uri'), `${t.url}/admin/manage-integrations`);
    assert.match(authUrl.searchParams.get('scope')!, /accounting\.transactions.*offline_access/);
    assert.equal(callback.status, 200, callback.message);
    assert.equal(callback.result.status, 'connected');
    assert.equal(callback.result.organisation, XERO_TEST_TENANT.tenantName);
    assert.equal(callback.result.password, '********', 'the client secret never comes back');

    const token = xero.requests.find((r) => r.path === '/token')!;
    assert.equal(token.headers.authorization, `Basic ${Buffer.from('XERO-CLIENT-ID:xero-secret').toString('base64')}`);
    const form = new URLSearchParams(token.body);
    assert.equal(form.get('grant_type'), 'authorization_code');
    assert.equal(form.get('redirect_uri'), `${t.url}/admin/manage-integrations`);
    assert.ok(
      xero.requests.some(
        (r) => r.path === '/connections' && r.headers.authorization === `Bearer ${xero.grants[0]!.accessToken}`,
      ),
    );

    const [row] = await t.ctx.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.companyId, a.companyId));
    assert.equal(row!.tenantId, XERO_TEST_TENANT.tenantId);
    for (const sealed of [row!.clientSecret, row!.accessToken!, row!.refreshToken!])
      assert.match(sealed, /^v1\./, 'sealed at rest');
    assert.ok(!JSON.stringify(row).includes(xero.grants[0]!.accessToken), 'no token in plain text');
  });

  it('customers, tax types and accounts load from the connected organisation; Connect submits the choice', async () => {
    const customers = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetAccountingCustomers', {
      token: a.token,
      body: xeroIn,
    });
    assert.deepEqual(
      customers.result,
      [{ code: XERO_TEST_CONTACT.ContactID, value: 'Coolblue' }],
      'archived contacts left out',
    );
    const taxes = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetTaxType', { token: a.token, body: xeroIn });
    assert.deepEqual(
      taxes.result.map((x: { code: string }) => x.code),
      ['EXEMPTEXPENSES', 'INPUT'],
    );
    const accounts = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetAccountingtypes', {
      token: a.token,
      query: { Email: xeroIn.email, ConfigName: xeroIn.configName, ServiceCode: 'XERO' },
    });
    assert.deepEqual(
      accounts.result.map((x: { code: string }) => x.code),
      ['400', '429'],
      'expense accounts only',
    );
    const api = xero.requests.filter((r) => r.path.startsWith('/api.xro/2.0/'));
    assert.ok(api.every((r) => r.headers['xero-tenant-id'] === XERO_TEST_TENANT.tenantId));

    const saved = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetXeroDetails', {
      token: a.token,
      body: {
        email: xeroIn.email,
        accountId: xeroIn.accountId,
        password: '',
        serviceCode: 'XERO',
        contectRef: XERO_TEST_CONTACT.ContactID,
        taxType: 'INPUT',
        invoiceType: '429',
        configurationName: xeroIn.configName,
      },
    });
    assert.equal(saved.status, 200, saved.message);
    assert.equal(saved.message, INTEGRATION_MSG.xeroConfigured);
    const mine = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetUserIntegration', {
      token: a.token,
      query: { Email: xeroIn.email, ConfigName: xeroIn.configName },
    });
    assert.deepEqual(
      [mine.result[0].contectRef, mine.result[0].taxType, mine.result[0].invoiceType, mine.result[0].serviceName],
      [XERO_TEST_CONTACT.ContactID, 'INPUT', '429', 'Xero'],
    );
    const byId = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetIntegrationById', {
      token: a.token,
      query: { Scid: mine.result[0].scId },
    });
    assert.equal(byId.result.configurationName, xeroIn.configName);
    const byUser = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetIntegratedServicesByUser', {
      token: a.token,
      query: { Email: xeroIn.email },
    });
    assert.equal(byUser.result.length, 1);
    const configs = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetConfigByEmail', {
      token: a.token,
      query: { Email: xeroIn.email },
    });
    assert.deepEqual(
      configs.result.map((c: { configName: string }) => c.configName),
      [xeroIn.configName],
    );
    const partners = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetIntegrationServiceByUser', {
      token: a.token,
      query: { Email: xeroIn.email },
    });
    assert.deepEqual(
      partners.result.map((p: { code: string; checked: boolean }) => [p.code, p.checked]),
      [
        ['XERO', true],
        ['QUICKBOOK', false],
      ],
    );
  });

  it('QuickBooks: the callback carries realmId; vendors, tax codes and expense accounts come from /v3/company/{realmId}/query', async () => {
    await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: qbIn.configName,
      clientEmail: 'qb@coolblue.example',
      integrationType: 'QUICKBOOK',
    });
    const input = { ...qbIn, email: 'qb@coolblue.example' };
    const { authUrl, callback } = await connectIntegration(t.url, a.token, input);
    assert.equal(authUrl.searchParams.get('scope'), 'com.intuit.quickbooks.accounting');
    assert.equal(callback.status, 200, callback.message);
    assert.equal(callback.result.organisation, 'Sandbox Company_AU_1');
    const vendors = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetAccountingCustomers', {
      token: a.token,
      body: input,
    });
    assert.deepEqual(vendors.result, [{ code: '56', value: 'Coolblue' }]);
    const q = qb.requests.find(
      (r) => r.path === `/v3/company/${QUICKBOOKS_TEST_REALM}/query` && /Vendor/.test(r.query.get('query')!),
    )!;
    assert.equal(q.query.get('minorversion'), '75');
    const saved = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetQuickBookDetail', {
      token: a.token,
      body: {
        email: input.email,
        accountId: input.accountId,
        password: '',
        serviceCode: 'QUICKBOOK',
        contectRef: '56',
        taxType: '3',
        invoiceType: '7',
        configurationName: input.configName,
      },
    });
    assert.equal(saved.message, INTEGRATION_MSG.quickBooksConfigured);
  });

  it('a wrong client secret gives "Invalid clientId or Client secret"; a state used twice, forged or another company\'s is refused', async () => {
    const wrong = await connectIntegration(t.url, a.token, { ...xeroIn, password: 'not-the-secret' });
    assert.equal(wrong.callback.status, 400);
    assert.equal(wrong.callback.message, INTEGRATION_MSG.invalidCredentials);

    const again = await connectIntegration(t.url, a.token, xeroIn);
    assert.equal(again.callback.status, 200);
    const replay = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetXeroCallBack', {
      token: a.token,
      query: {
        code: xero.issueCode(`${t.url}/admin/manage-integrations`),
        state: again.back.searchParams.get('state')!,
      },
    });
    assert.equal(replay.status, 400);
    assert.equal(replay.message, INTEGRATION_MSG.badState);
    const forged = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetXeroCallBack', {
      token: a.token,
      query: { code: 'x', state: `${again.back.searchParams.get('state')!.split('.')[0]}.AAAA` },
    });
    assert.equal(forged.message, INTEGRATION_MSG.badState);

    const auth = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetXeroAuthUrl', { token: a.token, body: xeroIn });
    const stolen = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetXeroCallBack', {
      token: b.token,
      query: { code: 'x', state: new URL(auth.result).searchParams.get('state')! },
    });
    assert.equal(stolen.status, 400, "company B cannot complete company A's authorisation");
  });

  it("the partner grid saves the client's partners (SetIntegrationService) and GetIntegrationServiceByUser shows them checked", async () => {
    await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: 'GRID1',
      clientEmail: 'grid@supplier.example',
      integrationType: 'XERO',
    });
    const save = (integrationlist: { code: string; checked: boolean }[], token = a.token) =>
      callApi(t.url, 'POST', '/api/Admin/Accounting/SetIntegrationService', {
        token,
        body: { email: 'grid@supplier.example', integrationlist },
      });
    const saved = await save([
      { code: 'XERO', checked: false },
      { code: 'QUICKBOOK', checked: true },
    ]);
    assert.equal(saved.message, INTEGRATION_MSG.saved);
    const grid = async () =>
      (
        await callApi(t.url, 'GET', '/api/Admin/Accounting/GetIntegrationServiceByUser', {
          token: a.token,
          query: { Email: 'grid@supplier.example' },
        })
      ).result.map((p: { code: string; checked: boolean }) => [p.code, p.checked]);
    assert.deepEqual(await grid(), [
      ['XERO', false],
      ['QUICKBOOK', true],
    ]);
    await save([
      { code: 'XERO', checked: true },
      { code: 'QUICKBOOK', checked: false },
    ]);
    assert.deepEqual(
      await grid(),
      [
        ['XERO', true],
        ['QUICKBOOK', false],
      ],
      'a save replaces the earlier one',
    );
    assert.equal((await save([{ code: 'XERO', checked: true }], b.token)).status, 404, "another company's client");
  });

  it("every Accounting call of another company's mapping or integration answers 404", async () => {
    const mine = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetUserIntegration', {
      token: a.token,
      query: { Email: xeroIn.email, ConfigName: xeroIn.configName },
    });
    const details = {
      email: xeroIn.email,
      accountId: xeroIn.accountId,
      password: '',
      serviceCode: 'XERO',
      contectRef: 'c',
      taxType: '',
      invoiceType: '429',
      configurationName: xeroIn.configName,
    };
    const calls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      ['GetXeroAuthUrl', 'POST', xeroIn],
      ['GetAccountingCustomers', 'POST', xeroIn],
      ['GetTaxType', 'POST', xeroIn],
      ['SetXeroDetails', 'POST', details],
      ['GetAccountingtypes', 'GET', { Email: xeroIn.email, ConfigName: xeroIn.configName, ServiceCode: 'XERO' }],
      ['GetUserIntegration', 'GET', { Email: xeroIn.email, ConfigName: xeroIn.configName }],
      ['GetIntegrationById', 'GET', { Scid: mine.result[0].scId }],
      ['GetQuickBookAuthUrl', 'POST', { ...qbIn, email: 'qb@coolblue.example' }],
      [
        'SetQuickBookDetail',
        'POST',
        {
          ...details,
          email: 'qb@coolblue.example',
          serviceCode: 'QUICKBOOK',
          accountId: qbIn.accountId,
          configurationName: qbIn.configName,
        },
      ],
      ['GetAccountingCustomers', 'POST', { ...qbIn, email: 'qb@coolblue.example' }],
    ];
    for (const [path, method, input] of calls) {
      const res = await callApi(t.url, method, `/api/Admin/Accounting/${path}`, {
        token: b.token,
        ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
      });
      assert.equal(res.status, 404, `${path} answered ${res.status}`);
    }
    for (const path of ['GetIntegratedServicesByUser', 'GetConfigByEmail']) {
      const res = await callApi(t.url, 'GET', `/api/Admin/Accounting/${path}`, {
        token: b.token,
        query: { Email: xeroIn.email },
      });
      assert.deepEqual(res.result, [], `${path} shows B nothing of A`);
    }
  });
});
