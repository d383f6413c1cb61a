import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { seedClient, seedDocuments, seedMapping } from './test-support/seed-documents.ts';

/** Issue 14 point 12: the dashboard's first steps follow what the caller's company has, never another's. */
describe('GetFirstSteps', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  const steps = async (token: string) => {
    const res = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetFirstSteps', { token });
    assert.equal(res.status, 200);
    return res.result;
  };

  it('goes from nothing done to a client, a mapping and a document; the own record and another company do not count', async () => {
    const a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const none = { hasClient: false, hasMapping: false, hasDocument: false };
    assert.deepEqual(await steps(a.token), none);

    // the user's own record is hidden from the clients list, so it is no client here either
    await seedClient(t.ctx.db, a.companyId, 'Myself', a.email);
    const other = await seedClient(t.ctx.db, b.companyId, 'B client', 'client@b.example');
    await seedMapping(t.ctx.db, b.companyId, other.id, 'B-MAP', 1);
    await seedDocuments(t.ctx.db, [{ companyId: b.companyId, clientId: other.id, docTypeId: 1 }]);
    assert.deepEqual(await steps(a.token), none);

    const client = await seedClient(t.ctx.db, a.companyId, 'Acme', 'acme@example.com');
    assert.deepEqual(await steps(a.token), { ...none, hasClient: true });
    await seedMapping(t.ctx.db, a.companyId, client.id, 'INV', 1);
    assert.deepEqual(await steps(a.token), { hasClient: true, hasMapping: true, hasDocument: false });
    await seedDocuments(t.ctx.db, [{ companyId: a.companyId, clientId: client.id, docTypeId: 1 }]);
    assert.deepEqual(await steps(a.token), { hasClient: true, hasMapping: true, hasDocument: true });
  });

  it('needs a signed-in session', async () => {
    const res = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetFirstSteps');
    assert.equal(res.status, 401);
  });
});
