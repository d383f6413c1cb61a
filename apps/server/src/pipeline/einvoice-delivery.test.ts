/**
 * Issue 25 point 4: UBL and CII output. One Factur-X PDF through a mapping whose webhook takes UBL arrives as a
 * Peppol BIS 3 invoice that the engine reads back to the values of the PDF's own e-invoice; a plain PDF that lacks
 * what EN 16931 requires is not sent as a broken e-invoice: its delivery fails with the rules in words.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { readEInvoice } from '@paperbridge/engine';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { COOLBLUE } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import type { SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { corporaDir, corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages } from '../db/schema/index.ts';
import { submitDocument } from './test-support/submit-document.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';
import { createCoolblueEInvoiceMapping } from '@paperbridge/test-kit/mappings/coolblue-einvoice-mapping.ts';
import { invoiceLines } from './map/einvoice/einvoice-field-table.ts';

const FX = path.join(corporaDir, 'einvoices/XML-Rechnung/FX/EN16931_Einfach.pdf');

describe('E-invoice output (issue 25): a document delivered as UBL to a webhook', { skip: corporaSkip() }, () => {
  let t: TestApp;
  let a: SeededUser;
  let rx: WebhookReceiver;
  let cnId: string;

  before(async () => {
    rx = await startWebhookReceiver();
    t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1' });
    a = await seedFundedUser(t);
    cnId = await createCoolblueEInvoiceMapping(t.url, a.token, {
      configName: 'UBLOUT1',
      request: { webhookEndPoint: rx.url, webhookFileType: 'UBL' },
    });
  });
  after(async () => {
    await t?.close();
    await rx?.close();
  });

  it('a Factur-X PDF arrives as UBL that reads back to the values of its own e-invoice', async () => {
    const bytes = fs.readFileSync(FX);
    const original = await readEInvoice(bytes);
    assert.equal(original.status, 'ok');
    if (original.status !== 'ok') return;
    await submitDocument(t.url, a.token, cnId, { name: 'EN16931_Einfach.pdf', bytes });
    await drainThroughDelivery(t);
    const hit = rx.requests.at(-1);
    assert.ok(hit, 'the webhook was called');
    assert.equal(hit.headers['content-type'], 'application/xml');
    assert.match(hit.body, /<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
    const back = await readEInvoice(new TextEncoder().encode(hit.body));
    assert.equal(back.status, 'ok', JSON.stringify(back));
    if (back.status !== 'ok') return;
    assert.equal(back.source.syntax, 'UBL');
    assert.equal(back.source.profile, 'PEPPOL BIS 3');
    const a0 = original.invoice;
    const b0 = back.invoice;
    assert.equal(b0.number, a0.number);
    assert.equal(b0.issueDate, a0.issueDate);
    assert.equal(b0.currency, a0.currency);
    assert.equal(b0.seller.name, a0.seller.name);
    assert.equal(b0.seller.vatId, a0.seller.vatId);
    assert.equal(b0.buyer.name, a0.buyer.name);
    for (const k of ['withoutVat', 'vatTotal', 'withVat', 'payable'] as const)
      assert.equal(b0.totals[k]?.value, a0.totals[k]?.value, k);
    const lines = (inv: typeof a0) =>
      invoiceLines(inv).map((l) => [l.name, l.quantity?.value, l.netPrice?.value, l.netAmount?.value]);
    assert.deepEqual(lines(b0), lines(a0));
  });

  it('a plain PDF without what EN 16931 requires is not sent as UBL: the delivery fails with the rules in words', async () => {
    const before = rx.requests.length;
    const id = await submitDocument(t.url, a.token, cnId, {
      name: 'coolblue2.pdf',
      bytes: fs.readFileSync(COOLBLUE(2)),
    });
    await drainThroughDelivery(t);
    // a value of the plain PDF may wait for review: a person approves what was read, then it is delivered
    const data = (
      await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: a.token, query: { docId: id } })
    ).result;
    const approved = await callApi(t.url, 'POST', '/api/Admin/Map/ApproveData', {
      token: a.token,
      body: { docId: id, form: data.form, extactedFromTable: [], tables: [] },
    });
    assert.equal(approved.status, 200, approved.message);
    await drainThroughDelivery(t);
    const stages = await t.ctx.db
      .select()
      .from(documentStages)
      .where(and(eq(documentStages.documentId, id), eq(documentStages.destination, 'Webhook')));
    assert.equal(stages.length, 1, 'the document reached its webhook destination');
    assert.equal(rx.requests.length, before, 'nothing was sent');
    const webhook = stages[0]!;
    assert.equal(webhook.status, 'failed');
    assert.match(webhook.errors[0]!.message, /^The document cannot be delivered as a UBL e-invoice: .*\((BR|EINV)-/);
  });
});
