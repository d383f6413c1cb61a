import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { NO_ENDPOINTS, seedClient, seedMapping } from '../../dashboard/test-support/seed-documents.ts';
import { webhookSigningSecrets } from '../../../pipeline/deliver/webhook-secret.ts';
import { mappings } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

describe('GetWebhookSecret / RotateWebhookSecret (beyond the spec)', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let withHook: string;
  let withoutHook: string;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const client = (await seedClient(t.ctx.db, a.companyId, 'Acme', 'ap@acme.example')).id;
    withHook = (
      await seedMapping(t.ctx.db, a.companyId, client, 'HOOK1', 1, {
        ...NO_ENDPOINTS,
        webhookEndPoint: 'https://hooks.acme.example/pb',
      })
    ).id;
    withoutHook = (
      await seedMapping(t.ctx.db, a.companyId, client, 'MAIL1', 1, {
        ...NO_ENDPOINTS,
        destinationEmails: ['ap@acme.example'],
      })
    ).id;
  });
  after(async () => t.close());
  const call = (name: string, token: string, cnId: string) =>
    callApi(t.url, 'POST', `/api/Admin/Map/${name}`, { token, body: { cnId } });

  it('shows a whsec_ secret, the same on every call, sealed in the database', async () => {
    const first = await call('GetWebhookSecret', a.token, withHook);
    assert.equal(first.status, 200, first.message);
    assert.match(first.result.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
    assert.equal(first.result.previousValidUntil, null);
    assert.equal((await call('GetWebhookSecret', a.token, withHook)).result.secret, first.result.secret);
    const [row] = await t.ctx.db.select({ s: mappings.webhookSecret }).from(mappings).where(eq(mappings.id, withHook));
    assert.ok(row!.s && !row!.s.includes(first.result.secret.slice(6)), 'not stored in clear');
  });

  it('rotating signs with the new and the old secret for a day', async () => {
    const old = (await call('GetWebhookSecret', a.token, withHook)).result.secret;
    const rotated = await call('RotateWebhookSecret', a.token, withHook);
    assert.equal(rotated.status, 200, rotated.message);
    assert.equal(
      rotated.message,
      'A new signing secret is in use. The previous one keeps signing beside it for 24 hours.',
    );
    assert.notEqual(rotated.result.secret, old);
    assert.ok(Date.parse(rotated.result.previousValidUntil) > Date.now() + 23 * 3600_000);
    const [m] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, withHook));
    assert.deepEqual(webhookSigningSecrets(t.ctx.config, m!), [rotated.result.secret, old]);
    assert.deepEqual(
      webhookSigningSecrets(t.ctx.config, m!, new Date(Date.now() + 25 * 3600_000)),
      [rotated.result.secret],
      'the old one stops after the day',
    );
  });

  it('a mapping without a webhook, another company and junk are refused', async () => {
    const none = await call('GetWebhookSecret', a.token, withoutHook);
    assert.equal(none.status, 400);
    assert.match(none.message, /no webhook destination/);
    assert.equal((await call('GetWebhookSecret', b.token, withHook)).status, 404);
    assert.equal((await call('RotateWebhookSecret', b.token, withHook)).status, 404);
    assert.equal((await call('GetWebhookSecret', a.token, 'not-a-uuid')).status, 400);
  });
});
