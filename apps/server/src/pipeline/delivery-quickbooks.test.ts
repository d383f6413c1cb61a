import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents } from '../db/schema/index.ts';
import {
  QUICKBOOKS_TEST_REALM,
  startQuickBooksTestServer,
} from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';
import { connectIntegration } from '../services/integrations/test-support/integration-fixtures.ts';
import { accountingKey } from './deliver/accounting/send-to-accounting.ts';
import { runDeliverDestination } from './deliver/deliver-destination.job.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { submitDocument } from './test-support/submit-document.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';

describe(
  'Delivery to QuickBooks Online through the pipeline (issue 10): a Bill, exactly once',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;
    let cnId: string;
    const setup = {
      email: 'orders@coolblue.example',
      configName: 'COOLBLUEQB1',
      serviceCode: 'QUICKBOOK' as const,
      accountId: 'QB-CLIENT-ID',
      password: 'qb-secret',
    };

    before(async () => {
      qb = await startQuickBooksTestServer();
      t = await startTestApp({ ...qb.config });
      a = await seedFundedUser(t);
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: setup.configName,
        clientEmail: setup.email,
        config: { integrationType: 'QUICKBOOK' },
      });
      const connected = await connectIntegration(t.url, a.token, setup);
      assert.equal(connected.callback.status, 200, connected.callback.message);
      const saved = await callApi(t.url, 'POST', '/api/Admin/Accounting/SetQuickBookDetail', {
        token: a.token,
        body: {
          ...setup,
          password: '',
          contectRef: '56',
          taxType: '3',
          invoiceType: '7',
          configurationName: setup.configName,
        },
      });
      assert.equal(saved.status, 200, saved.message);
    });
    after(async () => {
      await t?.close();
      await qb?.close();
    });

    const billPosts = () =>
      qb.requests.filter((r) => r.method === 'POST' && r.path === `/v3/company/${QUICKBOOKS_TEST_REALM}/bill`);
    const qbRecord = async (documentId: string) =>
      (
        await t.ctx.db
          .select()
          .from(documentStages)
          .where(
            and(
              eq(documentStages.documentId, documentId),
              eq(documentStages.step, 'deliver'),
              eq(documentStages.destination, 'QuickBooks'),
            ),
          )
      )[0]!;

    it('a processed invoice becomes one Bill to the chosen vendor with its number, lines, account and tax code; its out milestone turns green', async () => {
      await submitDocument(t.url, a.token, cnId, { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) });
      await drainThroughDelivery(t);
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, 'coolblue1.pdf')));
      const record = await qbRecord(doc!.id);
      assert.equal(record.status, 'success', JSON.stringify(record.errors));
      assert.equal(doc!.status, 'delivered');
      const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
        token: a.token,
        query: { id: doc!.id },
      });
      const out = milestone.result.out as { name: string; status: boolean | null }[];
      assert.ok(out.some((s) => s.name === 'QuickBooks') && out.every((s) => s.status === true), JSON.stringify(out));
      assert.equal(qb.bills.length, 1);
      const bill = qb.bills[0] as {
        Id: string;
        DocNumber: string;
        VendorRef: { value: string };
        Line: {
          Amount: number;
          DetailType: string;
          AccountBasedExpenseLineDetail: { AccountRef: { value: string }; TaxCodeRef: { value: string } };
        }[];
      };
      assert.equal(bill.DocNumber, doc!.uniqueReference);
      assert.equal(bill.VendorRef.value, '56');
      assert.ok(
        bill.Line.length > 0 &&
          bill.Line.every(
            (l) =>
              l.DetailType === 'AccountBasedExpenseLineDetail' &&
              l.AccountBasedExpenseLineDetail.AccountRef.value === '7' &&
              l.AccountBasedExpenseLineDetail.TaxCodeRef.value === '3',
          ),
      );
      assert.ok(bill.Line.reduce((s, l) => s + l.Amount, 0) > 0, 'the amounts travel');
      assert.equal(billPosts()[0]!.query.get('requestid'), accountingKey(doc!.id, doc!.attempt, 'QuickBooks'));
      assert.equal(record.receipt?.messageId, bill.Id);
    });

    it('a worker killed after posting and before recording posts again with the same requestid: QuickBooks shows one Bill', async () => {
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, 'coolblue1.pdf')));
      await t.ctx.db
        .update(documentStages)
        .set({ status: 'running' })
        .where(and(eq(documentStages.documentId, doc!.id), eq(documentStages.destination, 'QuickBooks')));
      const r = await runDeliverDestination(t.ctx, {
        documentId: doc!.id,
        companyId: a.companyId,
        attempt: doc!.attempt,
        destination: 'QuickBooks',
        tryNumber: 1,
      });
      assert.equal(r.status, 'success');
      const ids = billPosts().map((p) => p.query.get('requestid'));
      assert.equal(ids.length, 2, 'posted again');
      assert.equal(ids[1], ids[0]);
      assert.equal(qb.bills.length, 1, 'one Bill');
      assert.equal((await qbRecord(doc!.id)).status, 'success');
    });
  },
);
