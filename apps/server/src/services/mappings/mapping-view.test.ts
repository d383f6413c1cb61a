import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { clients, mappings } from '../../db/schema/index.ts';
import { getConfiguration } from './mapping-view.ts';

const ENDPOINTS = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: [],
  destinationEmailFileType: null,
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: null,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: false,
};

describe('a mapping view reads its client within the caller company only', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t?.close());

  it("another company's client id gives nothing; the company's own client is shown", async () => {
    const a = await seedUser(t.ctx.db, { registered: true });
    const b = await seedUser(t.ctx.db, { registered: true });
    const [own] = await t.ctx.db
      .insert(clients)
      .values({ companyId: a.companyId, companyName: 'Own Co', contactName: 'O', email: 'own@a.example' })
      .returning();
    const [foreign] = await t.ctx.db
      .insert(clients)
      .values({ companyId: b.companyId, companyName: 'Secret Co', contactName: 'S', email: 'secret@b.example' })
      .returning();
    const mapping = async (name: string, clientId: string) =>
      (
        await t.ctx.db
          .insert(mappings)
          .values({
            companyId: a.companyId,
            clientId,
            docTypeId: 1,
            name,
            nameKey: name.toLowerCase(),
            sampleFileName: 's.pdf',
            retentionState: 8,
            retentionDuration: 0,
            endpoints: ENDPOINTS,
          })
          .returning()
      )[0]!;

    const mine = await getConfiguration(t.ctx.db, a, (await mapping('OWNMAP', own!.id)).id, 'in.example');
    assert.equal(mine.coEmail, 'own@a.example');
    assert.equal(mine.suppliersName, 'Own Co');

    const crossed = await getConfiguration(t.ctx.db, a, (await mapping('CROSSMAP', foreign!.id)).id, 'in.example');
    assert.equal(crossed.coEmail, '');
    assert.equal(crossed.suppliersName, '');
    assert.doesNotMatch(JSON.stringify(crossed), /secret@b\.example|Secret Co/);
  });
});
