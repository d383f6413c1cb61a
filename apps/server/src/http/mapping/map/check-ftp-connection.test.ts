import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FTP_FOLDER_MSG } from '@paperbridge/contracts';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { clients, mappings } from '../../../db/schema/index.ts';
import { sealFtpPassword } from '../../../connectors/ftp/ftp-secrets.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';

const USER = { username: 'acme', password: 'correct-horse' };

describe('CheckFTPConnection: a real connection to FTP and SFTP servers', () => {
  let t: TestApp;
  let a: SeededUser;
  let ftp: TestServer;
  let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  let readOnlySftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  before(async () => {
    // the test FTP/SFTP servers listen on loopback, which the SSRF guard lets through only when listed
    t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1' }, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    ftp = await startFtpTestServer(USER);
    sftp = await startSftpTestServer(USER);
    readOnlySftp = await startSftpTestServer({ ...USER, readOnly: true });
  });
  after(async () => {
    await Promise.all([ftp.close(), sftp.close(), readOnlySftp.close()]);
    await t.close();
  });

  const check = (body: Record<string, unknown>, token = a.token) =>
    callApi(t.url, 'POST', '/api/Admin/Map/CheckFTPConnection', { token, body });
  const ftpBody = (over: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: ftp.port,
    ...USER,
    prefix: 'Source',
    protocol: 'ftp',
    ...over,
  });

  it('FTP source: good credentials answer result true', async () => {
    const res = await check(ftpBody());
    assert.equal(res.status, 200, res.message);
    assert.equal(res.result, true, res.message);
    assert.equal(res.message, 'The connection was successful.');
  });

  it('FTP destination: checks writing by uploading and deleting a probe file', async () => {
    const res = await check(ftpBody({ prefix: 'Destination', fileType: 'JSON' }));
    assert.equal(res.result, true, res.message);
    assert.equal(res.message, 'The connection was successful and the folder is writable.');
    assert.deepEqual(fs.readdirSync(ftp.root), []);
  });

  it("a wrong password answers result false with the server's '530 Login incorrect.'", async () => {
    const res = await check(ftpBody({ password: 'wrong' }));
    assert.equal(res.status, 200);
    assert.equal(res.result, false);
    assert.equal(res.message, '530 Login incorrect.');
  });

  it('an unreachable port answers result false with the refusal', async () => {
    const port = await freePort();
    const res = await check(ftpBody({ port }));
    assert.equal(res.result, false);
    assert.equal(res.message, `Connection refused by 127.0.0.1:${port}.`);
  });

  it('SFTP (default for port 22, or protocol sftp): lists and probes writing', async () => {
    const src = await check({ host: '127.0.0.1', port: sftp.port, ...USER, prefix: 'Source', protocol: 'sftp' });
    assert.equal(src.result, true, src.message);
    const dst = await check({
      host: '127.0.0.1',
      port: sftp.port,
      ...USER,
      prefix: 'Destination',
      protocol: 'sftp',
      fileType: 'XML',
    });
    assert.equal(dst.result, true, dst.message);
    assert.deepEqual([...sftp.files.keys()], ['/invoice-001.pdf']);
    const bad = await check({
      host: '127.0.0.1',
      port: sftp.port,
      ...USER,
      password: 'nope',
      prefix: 'Source',
      protocol: 'sftp',
    });
    assert.equal(bad.result, false);
    assert.match(bad.message, /authentication/i);
    const ro = await check({
      host: '127.0.0.1',
      port: readOnlySftp.port,
      ...USER,
      prefix: 'Destination',
      protocol: 'sftp',
    });
    assert.equal(ro.result, false);
    assert.match(ro.message, /permission denied/i);
  });

  it('with cnId and a blank password the stored password is used (same host and user only)', async () => {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyId: a.companyId, companyName: 'FTP Co', contactName: 'F', email: 'f@ftp.example' })
      .returning();
    const [m] = await t.ctx.db
      .insert(mappings)
      .values({
        companyId: a.companyId,
        clientId: client!.id,
        docTypeId: 1,
        name: 'FTPMAP1',
        nameKey: 'ftpmap1',
        sampleFileName: 's.pdf',
        retentionState: 8,
        retentionDuration: 0,
        endpoints: {
          ftpIn: {
            host: '127.0.0.1',
            username: USER.username,
            port: ftp.port,
            protocol: 'ftp',
            path: '',
            fileType: null,
          },
          ftpOut: null,
          emailList: [],
          isEmailConfig: false,
          destinationEmails: [],
          destinationEmailFileType: null,
          webhookEndPoint: null,
          integrationType: null,
          enterpriseRequest: null,
          excelTabName: null,
          isManualUpload: false,
          isMobileApp: false,
          isAPI: false,
        },
      })
      .returning();
    await t.ctx.db
      .update(mappings)
      .set({ ftpInSecret: sealFtpPassword(t.ctx.config, m!.id, 'in', USER.password) })
      .where(eq(mappings.id, m!.id));
    const res = await check(ftpBody({ password: '', cnId: m!.id }));
    assert.equal(res.result, true, res.message);
    const otherHost = await check(ftpBody({ host: 'localhost', password: '', cnId: m!.id }));
    assert.equal(otherHost.status, 400);
    assert.equal(otherHost.message, 'Please enter the password.');
    const other = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    assert.equal((await check(ftpBody({ password: '', cnId: m!.id }), other.token)).status, 404);
  });

  it('with a folder (issue 30 point 7): the folder is listed and probed; a missing folder answers false; ".." is refused', async () => {
    fs.mkdirSync(path.join(ftp.root, 'invoices', 'in'), { recursive: true });
    const src = await check(ftpBody({ path: '/invoices/in/' }));
    assert.equal(src.result, true, src.message);
    const dst = await check(ftpBody({ path: 'invoices/in', prefix: 'Destination', fileType: 'JSON' }));
    assert.equal(dst.result, true, dst.message);
    assert.deepEqual(
      fs.readdirSync(path.join(ftp.root, 'invoices', 'in')),
      [],
      'the probe was written in the folder and removed',
    );
    const missing = await check(ftpBody({ path: '/invoices/nowhere' }));
    assert.equal(missing.status, 200);
    assert.equal(missing.result, false, missing.message);
    for (const folder of ['../etc', '/invoices/../../etc', 'in\\..\\x']) {
      const res = await check(ftpBody({ path: folder }));
      assert.equal(res.status, 400, folder);
      assert.equal(res.result[0].field, 'path');
      assert.ok(res.message.endsWith(FTP_FOLDER_MSG.invalid), res.message);
    }
    fs.rmSync(path.join(ftp.root, 'invoices'), { recursive: true });
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ ...ftpBody(), host: '' }, 'host'],
      [{ ...ftpBody(), port: 70000 }, 'port'],
      [{ ...ftpBody(), prefix: 'Sideways' }, 'prefix'],
      [{ ...ftpBody(), protocol: 'gopher' }, 'protocol'],
      [{ ...ftpBody(), password: '' }, 'password'],
    ] as const) {
      const res = await check(body);
      assert.equal(res.status, 400, `${field}: ${res.message}`);
      assert.equal(res.result[0].field, field);
    }
  });

  it('hosts that resolve to private or local addresses are refused (SSRF), in every environment, unless SSRF_ALLOW_HOSTS lists them', async () => {
    assert.equal(t.ctx.config.production, false);
    const allowed = t.ctx.config.ssrf.allowHosts;
    t.ctx.config.ssrf = { allowHosts: [] };
    try {
      for (const host of [
        '127.0.0.1',
        'localhost',
        '10.1.2.3',
        '192.168.0.10',
        '169.254.169.254',
        '[::1]',
        'fd00::1',
      ]) {
        const res = await check(ftpBody({ host }));
        assert.equal(res.status, 400, host);
        assert.equal(
          res.message,
          'This host is not allowed: it resolves to a private, loopback or link-local address.',
        );
      }
    } finally {
      t.ctx.config.ssrf = { allowHosts: allowed };
    }
  });
});
