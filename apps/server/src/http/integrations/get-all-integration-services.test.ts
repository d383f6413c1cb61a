import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';

describe('GetAllIntegrationServices', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  it('lists Xero and QuickBooks with PNG logos for a PIN-verified caller', async () => {
    const { token } = await seedUser(t.ctx.db, { featuresChosen: true, pinVerified: true });
    const res = await fetch(`${t.url}/api/Admin/Accounting/GetAllIntegrationServices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    assert.equal(body.code, 200);
    assert.deepEqual(
      body.result.map((p: { code: string }) => p.code),
      ['XERO', 'QUICKBOOK'],
    );
    const meta = await sharp(Buffer.from(body.result[0].logo, 'base64')).metadata();
    assert.equal(meta.format, 'png');
  });

  it('is refused before the PIN is verified', async () => {
    const { token } = await seedUser(t.ctx.db, { featuresChosen: true, pinVerified: false });
    const res = await fetch(`${t.url}/api/Admin/Accounting/GetAllIntegrationServices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 401);
  });
});
