import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents, notifications } from '../db/schema/index.ts';
import { startXeroTestServer, XERO_TEST_CONTACT } from '@paperbridge/test-kit/providers/xero-test-server.ts';
import { connectIntegration } from '../services/integrations/test-support/integration-fixtures.ts';
import { accountingKey } from './deliver/accounting/send-to-accounting.ts';
import { DELIVERY_FAILED_HEADER } from './deliver/settle-delivery.ts';
import { INTEGRATION_DISCONNECTED_HEADER } from '../domain/integrations/fresh-access-token.ts';
import { runDeliverDestination } from './deliver/deliver-destination.job.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { submitDocument } from './test-support/submit-document.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';

describe(
  'Delivery to Xero through the pipeline (issue 10): a bill, exactly once, a revoked grant shown',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
    let cnId: string;
    const setup = {
      email: 'orders@coolblue.example',
      configName: 'COOLBLUEXERO1',
      serviceCode: 'XERO' as const,
      accountId: 'XERO-CLIENT-ID',
      password: 'xero-secret',
    };

    before(async () => {
      xero = await startXeroTestServer();
      t = await startTestApp({ ...xero.config });
      a = await seedFundedUser(t);
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: setup.configName,
        clientEmail: setup.email,
        config: { integrationType: 'XERO' },
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

    const processDoc = async (n: 1 | 2) => {
      await submitDocument(t.url, a.token, cnId, { name: `coolblue${n}.pdf`, bytes: fs.readFileSync(COOLBLUE(n)) });
      await drainThroughDelivery(t);
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, `coolblue${n}.pdf`)));
      return doc!;
    };
    const xeroRecord = async (documentId: string) =>
      (
        await t.ctx.db
          .select()
          .from(documentStages)
          .where(
            and(
              eq(documentStages.documentId, documentId),
              eq(documentStages.step, 'deliver'),
              eq(documentStages.destination, 'Xero'),
            ),
          )
      )[0]!;

    it('a processed invoice becomes one ACCPAY bill in Xero with its number and total, and its out milestone turns green', async () => {
      const doc = await processDoc(1);
      const record = await xeroRecord(doc.id);
      assert.equal(record.status, 'success', JSON.stringify(record.errors));
      assert.equal(doc.status, 'delivered');
      const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
        token: a.token,
        query: { id: doc.id },
      });
      assert.equal(milestone.status, 200, milestone.message);
      assert.ok(
        milestone.result.out.length > 0 &&
          milestone.result.out.every((step: { status: boolean | null }) => step.status === true),
        JSON.stringify(milestone.result.out),
      );
      assert.equal(xero.invoices.length, 1);
      const bill = xero.invoices[0] as {
        Type: string;
        InvoiceNumber: string;
        Contact: { ContactID: string };
        LineItems: { UnitAmount: number; AccountCode: string; TaxType: string }[];
      };
      assert.equal(bill.Type, 'ACCPAY');
      assert.equal(bill.InvoiceNumber, doc.uniqueReference);
      assert.equal(bill.Contact.ContactID, XERO_TEST_CONTACT.ContactID);
      assert.ok(bill.LineItems.every((l) => l.AccountCode === '429' && l.TaxType === 'INPUT'));
      assert.ok(bill.LineItems.reduce((s, l) => s + l.UnitAmount, 0) > 0, 'the total travels');
      assert.equal(record.receipt?.messageId, (bill as unknown as { InvoiceID: string }).InvoiceID);
      const post = xero.requests.find((r) => r.path === '/api.xro/2.0/Invoices')!;
      assert.equal(post.headers['idempotency-key'], accountingKey(doc.id, doc.attempt, 'Xero'));
    });

    it('a worker killed after posting and before recording posts again with the same key: Xero shows one bill', async () => {
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, 'coolblue1.pdf')));
      await t.ctx.db
        .update(documentStages)
        .set({ status: 'running' })
        .where(and(eq(documentStages.documentId, doc!.id), eq(documentStages.destination, 'Xero')));
      const r = await runDeliverDestination(t.ctx, {
        documentId: doc!.id,
        companyId: a.companyId,
        attempt: doc!.attempt,
        destination: 'Xero',
        tryNumber: 1,
      });
      assert.equal(r.status, 'success');
      const keys = xero.requests
        .filter((x) => x.path === '/api.xro/2.0/Invoices')
        .map((x) => x.headers['idempotency-key']);
      assert.equal(keys.length, 2, 'posted again');
      assert.equal(keys[1], keys[0], 'with the same Idempotency-Key');
      assert.equal(xero.invoices.length, 1, 'one bill');
      assert.equal((await xeroRecord(doc!.id)).status, 'success');
    });

    it('after the user revokes the app in Xero the next document fails for Xero: red out, the reason, and notifications', async () => {
      xero.revoke();
      xero.expireAccessTokens();
      const doc = await processDoc(2);
      const record = await xeroRecord(doc.id);
      assert.equal(record.status, 'failed');
      assert.match(record.errors[0]!.message, /Xero connection was revoked or has expired/);
      assert.equal(xero.invoices.length, 1, 'nothing posted');
      const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId));
      assert.ok(bell.some((n) => n.header === INTEGRATION_DISCONNECTED_HEADER));
      assert.ok(bell.some((n) => n.header === DELIVERY_FAILED_HEADER && n.message.join(' ').includes('Xero')));
    });
  },
);
