import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SETTLED_DOCUMENT_STATES } from '@paperbridge/contracts';
import { openDatabase, type Database } from './db/database.ts';
import { documents } from './db/schema/index.ts';
import { createTestDatabaseUrl } from './testing/test-database-url.ts';
import { seedUser, type SeededUser } from './testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { startRoleProcess, waitForHealth, waitForWorker, type RoleProcess } from './testing/start-role-process.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { startS3TestServer, type S3TestServer } from '@paperbridge/test-kit/providers/s3-test-server.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import {
  createNumberedInvoiceMapping,
  numberedInvoice,
  numberedInvoiceNumber,
} from './pipeline/test-support/numbered-invoice.ts';

const FTP_USER = { username: 'harbour', password: 'ftp-pass-2026' };
const SUPPLIER = 'accounts@harbour-paper.example';
const DOMAIN = 'in.paperbridge.test';
/** the invoice each source sends (distinct numbers: no source's document is a duplicate of another's) */
const SENT = { manual: 1, mobile: 2, api: 3, email: 4, ftp: 5, sftp: 6 } as const;
/** settled, and past delivery ('ready' is settled with its delivery still to come) */
const FINAL: readonly string[] = SETTLED_DOCUMENT_STATES.filter((s) => s !== 'ready');

/**
 * Issue 24 "S3 for real": one API process and two worker processes, each with its own empty DATA_DIR, on
 * PostgreSQL and a real S3-protocol server. A document from every source is processed and delivered, and
 * the API serves each original back: nothing a process needs is on its own disk. With local storage the
 * workers would not find what the API stored (and the reverse), so every document would fail.
 */
describe(
  'API and workers with separate data folders keep every file in S3 (PostgreSQL only)',
  { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL (PGlite allows one process)' },
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Database;
    let s3: S3TestServer;
    let ftp: TestServer;
    let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
    let webhook: WebhookReceiver;
    let api: RoleProcess;
    const workers: RoleProcess[] = [];
    const dataDirs: string[] = [];
    let url: string;
    let smtpPort: number;
    let a: SeededUser;
    const sent = new Map<string, Uint8Array>();

    before(async () => {
      database = await createTestDatabaseUrl();
      db = await openDatabase({ databaseUrl: database.url, dataDir: '' });
      [s3, ftp, sftp, webhook] = await Promise.all([
        startS3TestServer(),
        startFtpTestServer(FTP_USER),
        startSftpTestServer(FTP_USER),
        startWebhookReceiver(),
      ]);
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const common = {
        ...s3.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        // every process must share it (signed file links, sealed FTP passwords): a folder of one's own holds no secret file
        APP_SECRET: randomBytes(32).toString('hex'),
        PUBLIC_URL: url,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '100000',
        SSRF_ALLOW_HOSTS: '127.0.0.1',
        FTP_POLL_SECONDS: '1',
        INBOUND_EMAIL_DOMAIN: DOMAIN,
        INBOUND_SMTP_HOST: '127.0.0.1',
        ENGINE_THREADS: '1',
        WEB_DIST: path.join(os.tmpdir(), 'pb-no-web'),
      };
      const dataDir = () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-scale-'));
        dataDirs.push(dir);
        return dir;
      };
      api = startRoleProcess('api', { ...common, PORT: String(port), DATA_DIR: dataDir() });
      smtpPort = await freePort();
      for (const smtp of [smtpPort, await freePort()])
        workers.push(
          startRoleProcess('worker', {
            ...common,
            PORT: String(await freePort()),
            DATA_DIR: dataDir(),
            INBOUND_SMTP_PORT: String(smtp),
          }),
        );
      await waitForHealth(url, api);
      await Promise.all(workers.map((w) => waitForWorker(w)));
      a = await seedUser(db.db, { registered: true, pinVerified: true });
      await callApi(url, 'GET', '/api/admin/User/RedeemCoupon', { token: a.token, query: { FirstLogin: true } });
      for (const [source, n] of Object.entries(SENT)) sent.set(source, await numberedInvoice(n));
    });
    after(async () => {
      await Promise.all([api, ...workers].map((p) => p?.stop()));
      await Promise.all([s3?.close(), ftp?.close(), sftp?.close(), webhook?.close()]);
      await db?.close();
      await database?.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    const logs = () =>
      [api, ...workers].map((p, i) => `--- ${i ? `worker ${i}` : 'api'}\n${p.output().slice(-3000)}`).join('\n');
    const upload = async (cnId: string, name: string, bytes: Uint8Array, webRequest: boolean) => {
      const details = await callApi(url, 'GET', '/api/App/GetS3Details', {
        token: a.token,
        query: { ConfigId: cnId, webRequest: String(webRequest) },
      });
      assert.equal(details.status, 200, details.message);
      const up = await uploadFile(url, '/api/App/UploadFile', {
        token: a.token,
        fields: { path: details.result.path },
        file: { name, bytes },
      });
      assert.equal(up.status, 200, up.message);
      const intents = await callApi(url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles: [{ fileName: up.result.fileName, key: up.result.key }], configId: cnId, webRequest },
      });
      assert.equal(intents.result?.[0]?.status, 1, intents.result?.[0]?.message ?? intents.message);
      assert.equal(
        (
          await callApi(url, 'GET', '/api/Admin/Map/ProcessDocIntent', {
            token: a.token,
            query: { msId: intents.result[0].msId },
          })
        ).status,
        200,
      );
    };

    it('a document from every source (upload, mobile, API, e-mail, FTP, SFTP) is processed and delivered, and the API serves each original from S3', async () => {
      fs.mkdirSync(path.join(ftp.root, 'inbox'));
      fs.writeFileSync(path.join(ftp.root, 'inbox', 'harbour-ftp.pdf'), sent.get('ftp')!);
      sftp.files.clear();
      sftp.dirs.add('/inbox');
      sftp.files.set('/inbox/harbour-sftp.pdf', { data: Buffer.from(sent.get('sftp')!), mtime: 1_700_000_000 });

      // the samples are stored by the API and read by a worker: the first crossing of processes
      const ftpIn = (port: number, protocol: 'ftp' | 'sftp') => ({
        host: '127.0.0.1',
        port,
        protocol,
        username: FTP_USER.username,
        password: FTP_USER.password,
        path: '/inbox',
      });
      const cnId = await createNumberedInvoiceMapping(url, a.token, {
        configName: 'HARBOUR1',
        clientEmail: 'ap@harbour-paper.example',
        request: { isMobileApp: true, isAPI: true, webhookEndPoint: webhook.url },
        config: { isEmailConfig: true, emailList: [SUPPLIER], ftpIn: ftpIn(ftp.port, 'ftp') },
      });
      await createNumberedInvoiceMapping(url, a.token, {
        configName: 'HARBOUR2',
        clientEmail: 'ar@harbour-paper.example',
        request: { webhookEndPoint: webhook.url },
        config: { ftpIn: ftpIn(sftp.port, 'sftp') },
      });

      await upload(cnId, 'harbour-manual.pdf', sent.get('manual')!, true);
      await upload(cnId, 'harbour-mobile.pdf', sent.get('mobile')!, false);

      const address = (
        await callApi(url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } })
      ).result.inboundEmail;
      const mail = await nodemailer
        .createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
        .sendMail({
          from: SUPPLIER,
          to: address,
          subject: 'Invoice',
          messageId: '<harbour-email@harbour-paper.example>',
          attachments: [
            { filename: 'harbour-email.pdf', content: Buffer.from(sent.get('email')!), contentType: 'application/pdf' },
          ],
        });
      assert.match(mail.response, /^250 /);

      // the mapping's API token is e-mailed (a worker's job); the development outbox shows it
      let token: string | undefined;
      for (
        const until = Date.now() + 30_000;
        !token && Date.now() < until;
        await new Promise((r) => setTimeout(r, 250))
      ) {
        const outbox = await (await fetch(`${url}/api/Dev/Outbox?to=${encodeURIComponent(a.email)}`)).json();
        const body = (outbox.result as { subject: string; body: string }[]).find((m) =>
          m.subject.includes('API token'),
        )?.body;
        token = body && /Security token: (pb_live_\S+)/.exec(body)?.[1];
      }
      assert.ok(token, `the API token was e-mailed\n${logs()}`);
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(sent.get('api')!)], { type: 'application/pdf' }), 'harbour-api.pdf');
      const posted = await fetch(`${url}/api/v1/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      assert.equal(posted.status, 201, await posted.clone().text());

      const until = Date.now() + 120_000;
      let docs = await db.db.select().from(documents).where(eq(documents.companyId, a.companyId));
      while (docs.length < 6 || docs.some((d) => !FINAL.includes(d.status))) {
        assert.ok(
          Date.now() < until,
          `documents not delivered in 120 s: ${JSON.stringify(docs.map((d) => [d.source, d.status, d.errorMessage]))}\n${logs()}`,
        );
        await new Promise((r) => setTimeout(r, 250));
        docs = await db.db.select().from(documents).where(eq(documents.companyId, a.companyId));
      }
      const bySource = Object.fromEntries(docs.map((d) => [d.fileName.replace(/^harbour-|\.pdf$/g, ''), d]));
      assert.deepEqual(docs.map((d) => d.source).sort(), ['api', 'email', 'ftp', 'ftp', 'manual', 'mobile']);
      for (const [source, n] of Object.entries(SENT)) {
        const doc = bySource[source];
        assert.ok(doc, `a document from ${source}`);
        assert.equal(doc.status, 'delivered', `${source}: ${doc.status} ${doc.errorMessage}\n${logs()}`);
        assert.equal(doc.uniqueReference, numberedInvoiceNumber(n));
        // the webhook got its data once
        assert.equal(
          [...webhook.shown.values()].filter((w) => w.body.includes(numberedInvoiceNumber(n))).length,
          1,
          `${source} delivered once`,
        );
        // the original, wherever it came in, is served by the API from the bucket, byte for byte
        const link = await callApi(url, 'GET', '/api/Admin/Dashboard/GetFileURLById', {
          token: a.token,
          query: { id: doc.id },
        });
        assert.equal(link.status, 200, link.message);
        const file = await fetch(link.result);
        assert.equal(file.status, 200);
        assert.deepEqual(Buffer.from(await file.arrayBuffer()), Buffer.from(sent.get(source)!));
        assert.ok((await s3.keys()).includes(`${a.companyId}/${doc.fileKey}`), `${source}'s original is in the bucket`);
      }
      // no process kept a file of its own: the data folders hold no files folder (or anything else but the operator's note)
      for (const dir of dataDirs)
        assert.deepEqual(
          fs.readdirSync(dir).filter((f) => f !== 'operator.json'),
          [],
          dir,
        );
    });
  },
);
