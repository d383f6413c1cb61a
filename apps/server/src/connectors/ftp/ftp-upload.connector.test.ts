import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import type { FtpLogin } from './ftp-login.ts';
import { partName, uploadToFtp } from './ftp-upload.connector.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { makeTestCertificate } from '@paperbridge/test-kit/providers/test-certificate.ts';
import { closeIdleSftpClients } from './sftp-connection-pool.ts';

const user = { username: 'pb', password: 's3cret' };
const bytes = Buffer.from('{"reference":"INV-1","fields":{"Total":"47.70"}}\n');

describe('uploadToFtp: FTP (ftp-srv)', () => {
  let server: TestServer;
  let login: FtpLogin;
  before(async () => {
    server = await startFtpTestServer(user);
    fs.mkdirSync(path.join(server.root, 'out'));
    login = {
      address: '127.0.0.1',
      host: 'localhost',
      port: server.port,
      ...user,
      protocol: 'ftp',
      path: 'out',
      timeoutMs: 5000,
    };
  });
  after(() => server.close());
  const listing = () => fs.readdirSync(path.join(server.root, 'out')).sort();

  it('writes the file whole under its final name in the mapping folder, with no part file left', async () => {
    const out = await uploadToFtp(login, { name: 'INV-1_a1b2.json', bytes });
    assert.deepEqual(out, { ok: true, path: '/out/INV-1_a1b2.json', alreadyThere: false });
    assert.deepEqual(listing(), ['INV-1_a1b2.json']);
    assert.ok(fs.readFileSync(path.join(server.root, 'out', 'INV-1_a1b2.json')).equals(bytes));
  });
  it('a worker killed after the rename and before recording: the retry finds the file and writes nothing', async () => {
    const mtime = fs.statSync(path.join(server.root, 'out', 'INV-1_a1b2.json')).mtimeMs;
    const again = await uploadToFtp(login, { name: 'INV-1_a1b2.json', bytes });
    assert.deepEqual(again, { ok: true, path: '/out/INV-1_a1b2.json', alreadyThere: true });
    assert.equal(fs.statSync(path.join(server.root, 'out', 'INV-1_a1b2.json')).mtimeMs, mtime);
    assert.deepEqual(listing(), ['INV-1_a1b2.json']);
  });
  it('a worker killed mid-transfer leaves only a part file the reader skips; the retry completes it', async () => {
    fs.writeFileSync(path.join(server.root, 'out', partName('INV-2_c3d4.json')), bytes.subarray(0, 10));
    const out = await uploadToFtp(login, { name: 'INV-2_c3d4.json', bytes });
    assert.ok(out.ok && !out.alreadyThere);
    assert.deepEqual(listing(), ['INV-1_a1b2.json', 'INV-2_c3d4.json']);
    assert.ok(fs.readFileSync(path.join(server.root, 'out', 'INV-2_c3d4.json')).equals(bytes));
  });
  it('a folder that does not exist, and a wrong password, are errors in words, not retried at once', async () => {
    const noFolder = await uploadToFtp({ ...login, path: 'missing' }, { name: 'x.json', bytes });
    assert.deepEqual(noFolder, { ok: false, retry: false, error: 'The folder missing does not exist on localhost.' });
    const badLogin = await uploadToFtp({ ...login, password: 'wrong' }, { name: 'x.json', bytes });
    assert.deepEqual(badLogin, {
      ok: false,
      retry: false,
      error: 'Authentication failed: the user id or password is incorrect.',
    });
  });
  it('a server that is down is retried later', async () => {
    const out = await uploadToFtp({ ...login, port: await freePort() }, { name: 'x.json', bytes });
    assert.ok(!out.ok && out.retry && /refused/.test(out.error));
  });
});

describe('uploadToFtp: FTPS (explicit AUTH TLS, ftp-srv with a certificate)', () => {
  let server: Awaited<ReturnType<typeof startFtpTestServer>>;
  let login: FtpLogin;
  const certificate = makeTestCertificate();
  before(async () => {
    server = await startFtpTestServer(user, { tls: certificate });
    fs.mkdirSync(path.join(server.root, 'out'));
    login = {
      address: '127.0.0.1',
      host: 'localhost',
      port: server.port,
      ...user,
      protocol: 'ftps',
      path: 'out',
      timeoutMs: 5000,
      extraCa: certificate.cert,
    };
  });
  after(() => server.close());

  it('logs in over TLS, checked against the trusted authority, and writes the file whole', async () => {
    const out = await uploadToFtp(login, { name: 'INV-3_e5f6.json', bytes });
    assert.deepEqual(out, { ok: true, path: '/out/INV-3_e5f6.json', alreadyThere: false });
    assert.ok(fs.readFileSync(path.join(server.root, 'out', 'INV-3_e5f6.json')).equals(bytes));
    assert.deepEqual(server.logins.at(-1), { username: 'pb', secure: true });
  });
  it('a certificate nobody vouches for is refused before the password is sent', async () => {
    const before = server.logins.length;
    const out = await uploadToFtp({ ...login, extraCa: null }, { name: 'INV-4.json', bytes });
    assert.ok(!out.ok && /certificate/i.test(out.error), JSON.stringify(out));
    assert.equal(server.logins.length, before, 'no login was tried');
    assert.ok(!fs.existsSync(path.join(server.root, 'out', 'INV-4.json')));
  });
  it('a certificate for another name is refused', async () => {
    const out = await uploadToFtp({ ...login, host: 'ftp.client.example' }, { name: 'INV-5.json', bytes });
    assert.ok(!out.ok && /certificate|altnames|host/i.test(out.error), JSON.stringify(out));
  });
});

describe('uploadToFtp: SFTP (ssh2 server)', () => {
  let server: Awaited<ReturnType<typeof startSftpTestServer>>;
  let login: FtpLogin;
  before(async () => {
    server = await startSftpTestServer(user);
    server.dirs.add('/out');
    login = {
      address: '127.0.0.1',
      host: 'localhost',
      port: server.port,
      ...user,
      protocol: 'sftp',
      path: '/out',
      timeoutMs: 5000,
    };
  });
  after(async () => {
    await closeIdleSftpClients();
    await server.close();
  });
  const names = () => [...server.files.keys()].filter((k) => k.startsWith('/out/')).sort();

  it('renames into place, and a second attempt after a crash writes nothing', async () => {
    const first = await uploadToFtp(login, { name: 'INV-1_a1b2.xlsx', bytes });
    assert.deepEqual(first, { ok: true, path: '/out/INV-1_a1b2.xlsx', alreadyThere: false });
    assert.deepEqual(names(), ['/out/INV-1_a1b2.xlsx']);
    assert.ok(server.files.get('/out/INV-1_a1b2.xlsx')!.data.equals(bytes));
    const second = await uploadToFtp(login, { name: 'INV-1_a1b2.xlsx', bytes });
    assert.ok(second.ok && second.alreadyThere);
    assert.deepEqual(names(), ['/out/INV-1_a1b2.xlsx']);
  });
  it('keeps the SSH connection for the next document; one the server closed while idle is replaced without an error', async () => {
    const before = server.connections();
    for (const name of ['K-1.json', 'K-2.json', 'K-3.json']) assert.ok((await uploadToFtp(login, { name, bytes })).ok);
    assert.equal(server.connections() - before, 0, "the first test's connection served all three");
    server.dropConnections();
    await new Promise((r) => setTimeout(r, 100));
    const afterDrop = await uploadToFtp(login, { name: 'K-4.json', bytes });
    assert.ok(afterDrop.ok, JSON.stringify(afterDrop));
    assert.equal(server.connections() - before, 1, 'one new connection');
    assert.ok(server.files.get('/out/K-4.json')!.data.equals(bytes));
  });
  it('a changed password does not ride the kept connection', async () => {
    const out = await uploadToFtp({ ...login, password: 'changed' }, { name: 'x.json', bytes });
    assert.ok(!out.ok && /Authentication failed/.test(out.error));
  });
  it('a folder that does not exist and a wrong password are clear errors', async () => {
    const before = server.connections();
    const noFolder = await uploadToFtp({ ...login, path: '/nowhere' }, { name: 'x.json', bytes });
    assert.ok(!noFolder.ok && !noFolder.retry && /does not exist/.test(noFolder.error), JSON.stringify(noFolder));
    // the login works, only the folder is wrong: the connection stays for the next document
    assert.ok((await uploadToFtp(login, { name: 'after-missing-folder.json', bytes })).ok);
    assert.equal(server.connections() - before, 0, 'no new SSH connection after the missing folder');
    const badLogin = await uploadToFtp({ ...login, password: 'wrong' }, { name: 'x.json', bytes });
    assert.deepEqual(badLogin, {
      ok: false,
      retry: false,
      error: 'Authentication failed: the user id or password is incorrect.',
    });
  });
});
