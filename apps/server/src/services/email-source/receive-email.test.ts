import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { EMAIL_REFUSAL, UPLOAD_MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../../http/mapping/test-support/corpora.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { documents, mappings, notifications, sourceReceipts } from '../../db/schema/index.ts';
import type { SmtpReceiver } from '../../connectors/email-in/smtp-receiver.connector.ts';
import { startEmailReceiver } from './start-email-receiver.ts';
import { ensureInboundEmailKey } from './ensure-inbound-email-key.ts';
import { HANDED_TO_DELIVERY } from '../../pipeline/test-support/handed-to-delivery.ts';
import { PIPELINE_QUEUES } from '../../pipeline/test-support/drain-pipeline.ts';
import type { QueueName } from '../../context/queues.ts';

const QUEUES: QueueName[] = ['receive-email', ...PIPELINE_QUEUES];
const DOMAIN = 'in.paperbridge.test';
const SUPPLIER = 'invoices@coolblue.example';

describe(
  'E-mail attachment source (spec 001): a real SMTP conversation with the built-in receiver',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let receiver: SmtpReceiver;
    let address: string;
    before(async () => {
      t = await startTestApp({
        INBOUND_EMAIL_DOMAIN: DOMAIN,
        INBOUND_SMTP_HOST: '127.0.0.1',
        UPLOAD_MAX_FILE_BYTES: '200000',
        INBOUND_SMTP_MAX_MESSAGE_BYTES: '600000',
      });
      a = await seedFundedUser(t);
      const cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
        config: { emailList: [SUPPLIER.toUpperCase()], isEmailConfig: true },
      });
      const view = await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', {
        token: a.token,
        query: { CnId: cnId },
      });
      address = view.result.inboundEmail;
      receiver = (await startEmailReceiver(t.ctx, { port: 0 }))!;
    });
    after(async () => {
      await receiver?.close();
      await t?.close();
    });

    const drain = async () => {
      for (let round = 0; round < 2; round++) for (const q of QUEUES) await t.ctx.jobs.drain(q, 120_000);
    };
    const send = (mail: nodemailer.SendMailOptions) =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true })
        .sendMail(mail);
    const emailDocuments = () =>
      t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.source, 'email')));
    const receipts = () => t.ctx.db.select().from(sourceReceipts).where(eq(sourceReceipts.companyId, a.companyId));
    const bell = () => t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId));

    it('the mapping saved with the e-mail source shows its own unguessable address, in the mapping list too', async () => {
      assert.match(address, new RegExp(`^docs-[a-z2-7]{24}@${DOMAIN.replaceAll('.', '\\.')}$`));
      const list = await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationList', { token: a.token });
      assert.deepEqual(
        list.result.map((r: { configName: string; inboundEmail: string | null }) => [r.configName, r.inboundEmail]),
        [['COOLBLUE1', address]],
      );
    });

    it('an invoice PDF mailed by a listed sender becomes a document with source email that reaches ready with its invoice number', async () => {
      const info = await send({
        from: `Coolblue <${SUPPLIER}>`,
        to: address,
        subject: 'Factuur 993548900',
        text: 'See attachment',
        messageId: '<inv-1@coolblue.example>',
        attachments: [
          { filename: 'coolblue1.pdf', content: fs.readFileSync(COOLBLUE(1)), contentType: 'application/pdf' },
        ],
      });
      assert.match(info.response, /^250 /);
      await drain();
      const docs = await emailDocuments();
      assert.equal(docs.length, 1);
      assert.ok(HANDED_TO_DELIVERY.includes(docs[0]!.status), docs[0]!.status);
      assert.equal(docs[0]!.fileName, 'coolblue1.pdf');
      assert.equal(docs[0]!.sourceRef, '<inv-1@coolblue.example>#1');
      assert.equal(docs[0]!.uniqueReference, '993548900');
      const data = await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', {
        token: a.token,
        query: { docId: docs[0]!.id },
      });
      assert.equal(data.result.form.find((f: { label: string }) => f.label === 'Invoice Number')?.value, '993548900');
      const taken = (await receipts()).filter((r) => r.status === 'taken');
      assert.deepEqual(
        taken.map((r) => [r.ref, r.documentId, r.sender]),
        [['<inv-1@coolblue.example>#1', docs[0]!.id, SUPPLIER]],
      );
    });

    it('the same message delivered again (same Message-ID) makes no second document', async () => {
      const info = await send({
        from: SUPPLIER,
        to: address,
        subject: 'Factuur 993548900',
        messageId: '<inv-1@coolblue.example>',
        attachments: [{ filename: 'coolblue1.pdf', content: fs.readFileSync(COOLBLUE(1)) }],
      });
      assert.match(info.response, /^250 /);
      await drain();
      assert.equal((await emailDocuments()).length, 1);
      assert.equal((await receipts()).length, 1);
    });

    it('mail for an address that is not a mapping is refused at RCPT with 550, so the sending server bounces it', async () => {
      for (const to of [
        `docs-${'a'.repeat(24)}@${DOMAIN}`,
        address.replace(DOMAIN, 'elsewhere.test'),
        `postmaster@${DOMAIN}`,
      ]) {
        await assert.rejects(
          send({ from: SUPPLIER, to, text: 'x' }),
          (err: { code?: string; responseCode?: number }) => {
            assert.equal(err.code, 'EENVELOPE');
            assert.equal(err.responseCode, 550);
            return true;
          },
        );
      }
    });

    it('a mapping that does not take e-mail now (source removed, draft) refuses at RCPT; its address stays for when it does again', async () => {
      const [m] = await t.ctx.db.select().from(mappings).where(eq(mappings.companyId, a.companyId));
      const rcpt550 = () =>
        assert.rejects(
          send({ from: SUPPLIER, to: address, text: 'x' }),
          (err: { responseCode?: number }) => err.responseCode === 550,
        );
      try {
        await t.ctx.db
          .update(mappings)
          .set({ endpoints: { ...m!.endpoints, isEmailConfig: false } })
          .where(eq(mappings.id, m!.id));
        await rcpt550();
        await t.ctx.db.update(mappings).set({ endpoints: m!.endpoints, draftMode: true }).where(eq(mappings.id, m!.id));
        await rcpt550();
      } finally {
        await t.ctx.db
          .update(mappings)
          .set({ endpoints: m!.endpoints, draftMode: false })
          .where(eq(mappings.id, m!.id));
      }
      await ensureInboundEmailKey(t.ctx, a, { id: m!.id, isEmailConfig: true });
      const [again] = await t.ctx.db
        .select({ key: mappings.inboundEmailKey })
        .from(mappings)
        .where(eq(mappings.id, m!.id));
      assert.equal(`${again!.key}@${DOMAIN}`, address);
    });

    it('a sender not in the list: accepted by SMTP, then refused with the reason and notified; no document', async () => {
      const before = (await bell()).length;
      const info = await send({
        from: 'someone@evil.example',
        to: address,
        subject: 'Invoice',
        messageId: '<spoof-1@evil.example>',
        attachments: [{ filename: 'coolblue2.pdf', content: fs.readFileSync(COOLBLUE(2)) }],
      });
      assert.match(info.response, /^250 /);
      await drain();
      assert.equal((await emailDocuments()).length, 1);
      const [r] = (await receipts()).filter((x) => x.ref === '<spoof-1@evil.example>');
      assert.equal(r?.status, 'refused');
      assert.equal(r?.reason, EMAIL_REFUSAL.unknownSender);
      assert.equal(r?.sender, 'someone@evil.example');
      const notes = await bell();
      assert.equal(notes.length, before + 1);
      const note = notes.find((n) => n.message.some((m) => m.includes(EMAIL_REFUSAL.unknownSender)));
      assert.equal(note?.header, 'E-mail not processed');
      assert.match(note!.message[0]!, /COOLBLUE1: e-mail from someone@evil\.example "Invoice"/);
    });

    it('a listed From header with an envelope sender from an unrelated domain is refused as well', async () => {
      await send({
        envelope: { from: 'relay@evil.example', to: address },
        from: SUPPLIER,
        to: address,
        messageId: '<spoof-2@evil.example>',
        attachments: [{ filename: 'coolblue2.pdf', content: fs.readFileSync(COOLBLUE(2)) }],
      });
      await drain();
      const [r] = (await receipts()).filter((x) => x.ref === '<spoof-2@evil.example>');
      assert.equal(r?.reason, EMAIL_REFUSAL.unknownSender);
      assert.equal((await emailDocuments()).length, 1);
    });

    it('attachments that are not documents, fake or too large are refused one by one, and the message as having no usable attachment', async () => {
      const before = (await bell()).length;
      await send({
        from: SUPPLIER,
        to: address,
        subject: 'Stuff',
        messageId: '<stuff-1@coolblue.example>',
        attachments: [
          { filename: 'notes.txt', content: 'not an invoice', contentType: 'text/plain' },
          { filename: 'fake.pdf', content: '<html>not a pdf</html>', contentType: 'application/pdf' },
          { filename: 'big.pdf', content: Buffer.alloc(300_000, 1), contentType: 'application/pdf' },
        ],
      });
      await drain();
      const byRef = new Map((await receipts()).map((r) => [r.ref, r]));
      assert.equal(byRef.get('<stuff-1@coolblue.example>#1')?.reason, EMAIL_REFUSAL.notADocument);
      assert.equal(byRef.get('<stuff-1@coolblue.example>#2')?.reason, UPLOAD_MSG.unsupportedType);
      assert.equal(byRef.get('<stuff-1@coolblue.example>#3')?.reason, EMAIL_REFUSAL.tooLarge(0.2));
      assert.equal(byRef.get('<stuff-1@coolblue.example>')?.reason, EMAIL_REFUSAL.noUsableAttachment);
      for (const ref of ['#1', '#2', '#3', ''].map((s) => `<stuff-1@coolblue.example>${s}`))
        assert.equal(byRef.get(ref)?.status, 'refused');
      const notes = await bell();
      assert.equal(notes.length, before + 1);
      assert.equal(notes.find((n) => n.message.some((m) => m.startsWith('notes.txt: ')))?.message.length, 5);
      assert.equal((await emailDocuments()).length, 1);
    });

    it('a message over the size limit is answered 552 and recorded as refused for the mapping', async () => {
      await assert.rejects(
        send({
          from: SUPPLIER,
          to: address,
          messageId: '<huge@coolblue.example>',
          attachments: [{ filename: 'huge.pdf', content: Buffer.alloc(700_000, 2) }],
        }),
        (err: { responseCode?: number }) => {
          assert.equal(err.responseCode, 552);
          return true;
        },
      );
      const refused = (await receipts()).filter((r) => r.ref.startsWith('smtp:'));
      assert.equal(refused.length, 1);
      assert.equal(refused[0]!.reason, EMAIL_REFUSAL.messageTooLarge(0.6));
      // the connection stays usable after a refused message
      const info = await send({
        from: SUPPLIER,
        to: address,
        text: 'no attachment',
        messageId: '<empty@coolblue.example>',
      });
      assert.match(info.response, /^250 /);
      await drain();
      assert.equal(
        (await receipts()).find((r) => r.ref === '<empty@coolblue.example>')?.reason,
        EMAIL_REFUSAL.noUsableAttachment,
      );
    });

    it("the Process Log names the e-mail document's sender and lists the refused e-mails with their reasons, for this company only (issue 30 point 7)", async () => {
      const log = await callApi(t.url, 'POST', '/api/Admin/Map/SentFileLog', {
        token: a.token,
        body: { pageSize: 100 },
      });
      const doc = log.result.fileDetails.find((r: { fileName: string }) => r.fileName === 'coolblue1.pdf');
      assert.deepEqual(doc.source, { kind: 'email', from: SUPPLIER, location: null });
      const refused = await callApi(t.url, 'POST', '/api/Admin/Map/RefusedLog', {
        token: a.token,
        body: { pageSize: 100 },
      });
      assert.equal(refused.status, 200, refused.message);
      const all = (await receipts()).filter((r) => r.status === 'refused');
      assert.equal(refused.result.recordCount, all.length);
      const dates = refused.result.refusals.map((r: { receivedDate: string }) => r.receivedDate);
      assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
      const shown = refused.result.refusals.map((r: Record<string, unknown>) => [
        r.sender,
        r.subject,
        r.item,
        r.reason,
        r.configName,
        r.source,
      ]);
      assert.deepEqual(
        shown.find((r: unknown[]) => r[0] === 'someone@evil.example'),
        ['someone@evil.example', 'Invoice', 'the e-mail', EMAIL_REFUSAL.unknownSender, 'COOLBLUE1', 'email'],
      );
      assert.ok(
        shown.some((r: unknown[]) => r[2] === 'notes.txt' && r[1] === 'Stuff' && r[3] === EMAIL_REFUSAL.notADocument),
        JSON.stringify(shown),
      );
      assert.ok(
        shown.some((r: unknown[]) => r[2] === 'the e-mail' && r[3] === EMAIL_REFUSAL.messageTooLarge(0.6)),
        JSON.stringify(shown),
      );
      const other = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      const theirs = await callApi(t.url, 'POST', '/api/Admin/Map/RefusedLog', { token: other.token, body: {} });
      assert.deepEqual([theirs.result.recordCount, theirs.result.refusals], [0, []]);
    });

    it('STARTTLS is offered only with a configured certificate', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-mx-'));
      const certPath = path.join(dir, 'cert.pem');
      const keyPath = path.join(dir, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          keyPath,
          '-out',
          certPath,
          '-days',
          '1',
          '-subj',
          `/CN=${DOMAIN}`,
        ],
        { stdio: 'ignore' },
      );
      const config = { ...t.ctx.config, inboundEmail: { ...t.ctx.config.inboundEmail, tls: { certPath, keyPath } } };
      const secure = (await startEmailReceiver({ ...t.ctx, config }, { port: 0 }))!;
      try {
        const requireTls = (port: number) =>
          nodemailer.createTransport({
            host: '127.0.0.1',
            port,
            secure: false,
            requireTLS: true,
            tls: { rejectUnauthorized: false },
          });
        assert.equal(await requireTls(secure.port).verify(), true);
        const info = await requireTls(secure.port).sendMail({
          from: SUPPLIER,
          to: address,
          text: 'over TLS',
          messageId: '<tls@coolblue.example>',
        });
        assert.match(info.response, /^250 /);
        await assert.rejects(requireTls(receiver.port).verify(), /STARTTLS/);
        await drain();
      } finally {
        await secure.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);
