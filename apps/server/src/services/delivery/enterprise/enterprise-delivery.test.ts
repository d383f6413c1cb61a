import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { ApprovalData } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import {
  clients,
  documentResults,
  documentStages,
  documents,
  mappings,
  type MappingEndpoints,
} from '../../../db/schema/index.ts';
import { queueDeliveries } from '../../../pipeline/deliver/queue-deliveries.ts';
import { mailEnterpriseRequest } from './mail-enterprise-request.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../../../http/mapping/test-support/corpora.ts';
import { createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';

const REQUEST = {
  contactName: 'Ops at Globex',
  contactNumber: '(+61) 412 345 678',
  requestMessage: 'Post each invoice to our SAP inbox.',
};
const ENDPOINTS: MappingEndpoints = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: [],
  destinationEmailFileType: null,
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: REQUEST,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: false,
};
const DATA: ApprovalData = {
  docRef: 'INV-7',
  form: [
    {
      id: 1,
      dF_Id: 1,
      label: 'Invoice Number',
      value: 'INV-7',
      isDelete: false,
      confidence: 99,
      page: 1,
      polygon: null,
      isRequired: true,
      missing: false,
    },
  ],
  extactedFromTable: [],
  tables: [],
};

/** A real SMTP server on loopback, so the test reads the message as the operator's mail system gets it. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _s, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => (received.push(raw), cb()));
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('Enterprise destination (issue 10 point 2): the request and each document go to the operator by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let a: SeededUser;
  let mappingId = '';

  before(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      OPERATOR_EMAIL: 'ops@pb.example',
    });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyId: a.companyId, companyName: 'Globex', contactName: 'G', email: 'ap@globex.example' })
      .returning();
    const [m] = await t.ctx.db
      .insert(mappings)
      .values({
        companyId: a.companyId,
        clientId: client!.id,
        docTypeId: 1,
        name: 'GLOBEXINV',
        nameKey: 'globexinv',
        sampleFileName: 's.pdf',
        retentionState: 8,
        retentionDuration: 0,
        endpoints: ENDPOINTS,
        draftMode: false,
      })
      .returning();
    mappingId = m!.id;
  });
  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  const parsed = () => Promise.all(smtp.received.map((raw) => simpleParser(raw)));

  it('a final save e-mails the request to the operator once; a draft, or the same request saved again, sends nothing; a change sends it again', async () => {
    const saved = { mappingId, draftMode: false, request: REQUEST };
    assert.equal(
      await mailEnterpriseRequest(t.ctx, a, { ...saved, draftMode: true }, null),
      false,
      'a draft may still change',
    );
    assert.equal(await mailEnterpriseRequest(t.ctx, a, saved, null), true);
    assert.equal(
      await mailEnterpriseRequest(t.ctx, a, saved, { draftMode: false, request: REQUEST }),
      false,
      'the same request saved again',
    );
    assert.equal(
      await mailEnterpriseRequest(t.ctx, a, saved, { draftMode: true, request: REQUEST }),
      true,
      'a draft made final',
    );
    assert.equal(
      await mailEnterpriseRequest(t.ctx, a, saved, {
        draftMode: false,
        request: { ...REQUEST, requestMessage: 'Use our REST API instead.' },
      }),
      true,
      'changed requirements',
    );
    await t.ctx.jobs.drain('send-email');
    const mails = await parsed();
    assert.equal(mails.length, 3);
    const first = mails[0]!;
    assert.equal(first.to && !Array.isArray(first.to) ? first.to.text : '', 'ops@pb.example');
    assert.match(first.subject ?? '', /Enterprise integration request: Acme Paper Pty Ltd - GLOBEXINV/);
    for (const part of [
      'Ops at Globex',
      '(+61) 412 345 678',
      'Post each invoice to our SAP inbox.',
      'client Globex',
      a.email,
    ])
      assert.ok(first.text?.includes(part), part);
    smtp.received.length = 0;
  });

  it("each document's Enterprise delivery reaches the operator with its JSON attached, once, and its out record turns green", async () => {
    const [doc] = await t.ctx.db
      .insert(documents)
      .values({
        companyId: a.companyId,
        mappingId,
        fileName: 'inv-7.pdf',
        status: 'delivering',
        uniqueReference: 'INV-7',
      })
      .returning();
    await t.ctx.db.insert(documentResults).values({ documentId: doc!.id, companyId: a.companyId, extracted: DATA });
    const job = { companyId: a.companyId, documentId: doc!.id, attempt: 0 };
    await queueDeliveries(t.ctx, job, ['Enterprise']);
    await t.ctx.jobs.drain('deliver-destination');

    const [record] = await t.ctx.db
      .select()
      .from(documentStages)
      .where(and(eq(documentStages.documentId, doc!.id), eq(documentStages.destination, 'Enterprise')));
    assert.equal(record!.status, 'success', JSON.stringify(record!.errors));
    assert.equal(record!.receipt?.location, 'ops@pb.example');
    assert.equal(
      (await t.ctx.db.select({ s: documents.status }).from(documents).where(eq(documents.id, doc!.id)))[0]!.s,
      'delivered',
    );

    const mails = await parsed();
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.match(mail.subject ?? '', /Enterprise delivery: Acme Paper Pty Ltd - GLOBEXINV - INV-7/);
    assert.ok(mail.text?.includes('Post each invoice to our SAP inbox.'), 'the request travels with the document');
    assert.equal(mail.messageId, record!.receipt?.messageId, 'the stable Message-ID of this document and attempt');
    assert.equal(mail.attachments.length, 1);
    const attached = mail.attachments[0]!;
    assert.equal(attached.contentType, 'application/json');
    const json = JSON.parse(attached.content.toString('utf8'));
    assert.equal(json.reference, 'INV-7');
    assert.equal(json.fields['Invoice Number'], 'INV-7');
    assert.equal(json.mapping, 'GLOBEXINV');
  });
});

describe(
  'Enterprise request through the mapping calls: MapDataFromSampleFile and EditConfiguration',
  { skip: corporaSkip() },
  () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let t: TestApp;
    let a: SeededUser;
    before(async () => {
      smtp = await startSmtp();
      t = await startTestApp({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        OPERATOR_EMAIL: 'ops@pb.example',
      });
      a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    });
    after(async () => {
      await t?.close();
      await smtp?.close();
    });

    const requests = async () => {
      await t.ctx.jobs.drain('send-email');
      return (await Promise.all(smtp.received.map((raw) => simpleParser(raw)))).filter((m) =>
        m.subject?.startsWith('Enterprise integration request'),
      );
    };

    it('a final mapping with only the Enterprise destination mails its request; saving it unchanged does not; new requirements do', async () => {
      const cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUEENT1',
        clientEmail: 'orders@coolblue.example',
        request: { destinationEmails: [] },
        config: { enterpriseRequest: REQUEST },
      });
      const first = await requests();
      assert.equal(first.length, 1);
      assert.match(first[0]!.subject ?? '', /COOLBLUEENT1/);
      assert.ok(first[0]!.text?.includes('Post each invoice to our SAP inbox.'));

      const view = (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } })
      ).result;
      const body = {
        fileName: view.fileName,
        newConfig: false,
        endPointsConfigRequest: { ...view.endPointsConfigRequest, draftMode: false },
      };
      const same = await callApi(t.url, 'POST', '/api/Admin/Map/EditConfiguration', { token: a.token, body });
      assert.equal(same.status, 200, same.message);
      assert.equal((await requests()).length, 1, 'the same request saved again');

      body.endPointsConfigRequest.config = {
        ...body.endPointsConfigRequest.config,
        enterpriseRequest: { ...REQUEST, requestMessage: 'Use our REST API instead.' },
      };
      const changed = await callApi(t.url, 'POST', '/api/Admin/Map/EditConfiguration', { token: a.token, body });
      assert.equal(changed.status, 200, changed.message);
      const after = await requests();
      assert.equal(after.length, 2);
      assert.match(after[1]!.text ?? '', /changed its request[\s\S]*Use our REST API instead\./);
    });
  },
);
