import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { openFtpSource, type FtpSourceTarget } from './ftp-source.connector.ts';
import { probeErrorMessage } from './probe-error-message.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';

const USER = { username: 'acme', password: 'correct-horse' };
const target = (
  port: number,
  protocol: FtpSourceTarget['protocol'],
  over: Partial<FtpSourceTarget> = {},
): FtpSourceTarget => ({
  address: '127.0.0.1',
  host: '127.0.0.1',
  port,
  protocol,
  path: 'in',
  timeoutMs: 5000,
  ...USER,
  ...over,
});

describe('FTP source connector: list, download, move to done/ and failed/ on real servers', () => {
  let ftp: TestServer;
  let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  before(async () => {
    ftp = await startFtpTestServer(USER);
    sftp = await startSftpTestServer(USER);
  });
  after(async () => Promise.all([ftp.close(), sftp.close()]));

  it('FTP: lists the files of the folder (not its folders), downloads one whole, moves files without overwriting', async () => {
    fs.mkdirSync(path.join(ftp.root, 'in', 'sub'), { recursive: true });
    fs.writeFileSync(path.join(ftp.root, 'in', 'a.pdf'), 'first file');
    fs.writeFileSync(path.join(ftp.root, 'in', 'b.txt'), 'second');
    const s = await openFtpSource(target(ftp.port, 'ftp'));
    try {
      const files = await s.list();
      assert.deepEqual(files.map((f) => [f.name, f.path, f.size]).sort(), [
        ['a.pdf', '/in/a.pdf', 10],
        ['b.txt', '/in/b.txt', 6],
      ]);
      assert.ok(
        files.every((f) => f.modifiedAt),
        'a modification time',
      );
      const a = files.find((f) => f.name === 'a.pdf')!;
      const dl = s.download(a);
      assert.equal((await buffer(dl.stream)).toString(), 'first file');
      await dl.done;
      assert.equal(await s.moveTo(a, 'done'), '/in/done/a.pdf');
      // the same name again in done/ gets a suffix instead of replacing the first
      fs.writeFileSync(path.join(ftp.root, 'in', 'a.pdf'), 'again');
      assert.equal(await s.moveTo(a, 'done'), '/in/done/a-2.pdf');
      assert.equal(
        await s.moveTo(
          files.find((f) => f.name === 'b.txt')!,
          'failed',
        ),
        '/in/failed/b.txt',
      );
      assert.deepEqual(await s.list(), []);
    } finally {
      await s.close();
    }
    assert.deepEqual(fs.readdirSync(path.join(ftp.root, 'in', 'done')).sort(), ['a-2.pdf', 'a.pdf']);
    assert.equal(fs.readFileSync(path.join(ftp.root, 'in', 'done', 'a.pdf'), 'utf8'), 'first file');
    assert.deepEqual(fs.readdirSync(path.join(ftp.root, 'in', 'failed')), ['b.txt']);
  });

  it('SFTP: the same operations', async () => {
    sftp.files.clear();
    sftp.dirs.add('/in');
    sftp.files.set('/in/a.pdf', { data: Buffer.from('first file'), mtime: 1_700_000_000 });
    sftp.files.set('/in/b.txt', { data: Buffer.from('second') });
    const s = await openFtpSource(target(sftp.port, 'sftp'));
    try {
      const files = await s.list();
      assert.deepEqual(files.map((f) => [f.name, f.path, f.size]).sort(), [
        ['a.pdf', '/in/a.pdf', 10],
        ['b.txt', '/in/b.txt', 6],
      ]);
      const a = files.find((f) => f.name === 'a.pdf')!;
      assert.equal(a.modifiedAt, '2023-11-14T22:13:20.000Z');
      const dl = s.download(a);
      assert.equal((await buffer(dl.stream)).toString(), 'first file');
      await dl.done;
      assert.equal(await s.moveTo(a, 'done'), '/in/done/a.pdf');
      sftp.files.set('/in/a.pdf', { data: Buffer.from('again') });
      assert.equal(await s.moveTo(a, 'done'), '/in/done/a-2.pdf');
      assert.equal(
        await s.moveTo(
          files.find((f) => f.name === 'b.txt')!,
          'failed',
        ),
        '/in/failed/b.txt',
      );
      assert.deepEqual(await s.list(), []);
    } finally {
      await s.close();
    }
    assert.deepEqual([...sftp.files.keys()].sort(), ['/in/done/a-2.pdf', '/in/done/a.pdf', '/in/failed/b.txt']);
  });

  it("a wrong password rejects with the server's answer; a closed port and a silent server within the time limit", async () => {
    await assert.rejects(
      openFtpSource(target(ftp.port, 'ftp', { password: 'wrong' })),
      (e) => probeErrorMessage(e, { host: 'h', port: 1, timeoutMs: 1 }) === '530 Login incorrect.',
    );
    await assert.rejects(openFtpSource(target(sftp.port, 'sftp', { password: 'wrong' })), /authentication/i);
    const closed = await freePort();
    await assert.rejects(openFtpSource(target(closed, 'ftp')), (e) => (e as { code?: string }).code === 'ECONNREFUSED');
    // a server that accepts the connection and never says a word
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    try {
      for (const protocol of ['ftp', 'sftp'] as const) {
        const started = Date.now();
        await assert.rejects(openFtpSource(target(port, protocol, { timeoutMs: 700 })));
        assert.ok(Date.now() - started < 3000, `${protocol} gave up in time`);
      }
    } finally {
      silent.close();
    }
  });
});
