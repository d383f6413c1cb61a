import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import {
  startXeroTestServer,
  XERO_SECOND_CONTACT,
  XERO_SECOND_TENANT,
  XERO_TEST_CONTACT,
  XERO_TEST_TENANT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import {
  connectIntegration,
  seedIntegrationMapping,
} from '../../services/integrations/test-support/integration-fixtures.ts';

describe('A Xero grant that reaches two organisations: the user picks where bills go (beyond the spec)', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
  const setup = {
    email: 'orders@coolblue.example',
    configName: 'TWOORGS',
    serviceCode: 'XERO' as const,
    accountId: 'XERO-CLIENT-ID',
    password: 'xero-secret',
  };
  const which = { email: setup.email, configName: setup.configName, serviceCode: setup.serviceCode };

  before(async () => {
    xero = await startXeroTestServer({ secondTenant: true });
    t = await startTestApp({ ...xero.config }, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: setup.configName,
      clientEmail: setup.email,
      integrationType: 'XERO',
    });
    const connected = await connectIntegration(t.url, a.token, setup);
    assert.equal(connected.callback.status, 200, connected.callback.message);
    const saved = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetXeroDetails', {
      token: a.token,
      body: {
        ...setup,
        password: '',
        contectRef: XERO_TEST_CONTACT.ContactID,
        taxType: 'INPUT',
        invoiceType: '429',
        configurationName: setup.configName,
      },
    });
    assert.equal(saved.status, 200, saved.message);
  });
  after(async () => {
    await t?.close();
    await xero?.close();
  });

  it('GetOrganisations lists both; the first is the one in use', async () => {
    const r = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetOrganisations', { token: a.token, body: which });
    assert.equal(r.status, 200, r.message);
    assert.deepEqual(r.result, [
      { code: XERO_TEST_TENANT.tenantId, value: XERO_TEST_TENANT.tenantName },
      { code: XERO_SECOND_TENANT.tenantId, value: XERO_SECOND_TENANT.tenantName },
    ]);
    const [integration] = (
      await callApi(t.url, 'GET', '/api/Admin/Accounting/GetUserIntegration', {
        token: a.token,
        query: { Email: setup.email, ConfigName: setup.configName },
      })
    ).result;
    assert.equal(integration.organisationId, XERO_TEST_TENANT.tenantId);
  });

  it("SetOrganisation moves the mapping to the other one, clears the old organisation's contact, account and tax type, and its own contacts load", async () => {
    const r = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetOrganisation', {
      token: a.token,
      body: { ...which, tenantId: XERO_SECOND_TENANT.tenantId },
    });
    assert.equal(r.status, 200, r.message);
    assert.equal(r.result.organisation, XERO_SECOND_TENANT.tenantName);
    assert.equal(r.result.organisationId, XERO_SECOND_TENANT.tenantId);
    assert.deepEqual([r.result.contectRef, r.result.invoiceType, r.result.taxType], ['', '', '']);
    const contacts = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetAccountingCustomers', {
      token: a.token,
      body: { ...setup, password: '' },
    });
    assert.deepEqual(
      contacts.result.map((c: { value: string }) => c.value),
      [XERO_SECOND_CONTACT.Name],
      "the second organisation's active contacts",
    );
    const sent = xero.requests.filter((x) => x.path === '/api.xro/2.0/Contacts').at(-1)!;
    assert.equal(sent.headers['xero-tenant-id'], XERO_SECOND_TENANT.tenantId);
  });

  it('an organisation the grant does not reach is refused, and another company cannot move this mapping', async () => {
    const unknown = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetOrganisation', {
      token: a.token,
      body: { ...which, tenantId: 'not-a-tenant' },
    });
    assert.equal(unknown.status, 400);
    assert.match(unknown.message, /does not reach that organisation/);
    const other = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetOrganisation', {
      token: b.token,
      body: { ...which, tenantId: XERO_TEST_TENANT.tenantId },
    });
    assert.equal(other.status, 404);
    const [integration] = (
      await callApi(t.url, 'GET', '/api/Admin/Accounting/GetUserIntegration', {
        token: a.token,
        query: { Email: setup.email, ConfigName: setup.configName },
      })
    ).result;
    assert.equal(integration.organisationId, XERO_SECOND_TENANT.tenantId, 'unchanged');
  });
});
