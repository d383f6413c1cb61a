import ssh2 from 'ssh2';
import type { TestServer } from './ftp-test-server.ts';
import { freePort } from '../../../testing/free-port.ts';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

interface MemFile {
  data: Buffer;
}

/**
 * An in-process SFTP server (ssh2's Server) with one password user and an in-memory folder '/'.
 * `readOnly` refuses writes with PERMISSION_DENIED, to test the destination's write check.
 */
export async function startSftpTestServer(user: { username: string; password: string; readOnly?: boolean }): Promise<TestServer & { files: Map<string, MemFile> }> {
  const port = await freePort();
  const files = new Map<string, MemFile>([['/invoice-001.pdf', { data: Buffer.from('%PDF-1.4 test') }]]);
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const attrs = (size: number, dir = false) => ({ mode: (dir ? 0o040755 : 0o100644), uid: 0, gid: 0, size, atime: 0, mtime: 0 });
  const norm = (p: string) => '/' + p.split('/').filter((s) => s && s !== '.').join('/');

  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === user.username && ctx.password === user.password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<string, { kind: 'dir'; done: boolean } | { kind: 'file'; path: string }>();
          let next = 0;
          const handle = (v: { kind: 'dir'; done: boolean } | { kind: 'file'; path: string }) => {
            const h = Buffer.from(String(next++));
            handles.set(h.toString(), v);
            return h;
          };
          sftp.on('REALPATH', (reqid, p) => sftp.name(reqid, [{ filename: norm(p), longname: norm(p), attrs: attrs(0, true) }]));
          sftp.on('STAT', (reqid, p) => {
            const f = files.get(norm(p));
            if (norm(p) === '/') return sftp.attrs(reqid, attrs(0, true));
            return f ? sftp.attrs(reqid, attrs(f.data.length)) : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          });
          sftp.on('LSTAT', (reqid, p) => sftp.emit('STAT', reqid, p));
          sftp.on('OPENDIR', (reqid, p) => (norm(p) === '/' ? sftp.handle(reqid, handle({ kind: 'dir', done: false })) : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)));
          sftp.on('READDIR', (reqid, h) => {
            const d = handles.get(h.toString());
            if (!d || d.kind !== 'dir') return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (d.done) return sftp.status(reqid, STATUS_CODE.EOF);
            d.done = true;
            const names = [...files.entries()].map(([p, f]) => ({ filename: p.slice(1), longname: `-rw-r--r-- 1 0 0 ${f.data.length} Jan 1 00:00 ${p.slice(1)}`, attrs: attrs(f.data.length) }));
            return names.length ? sftp.name(reqid, names) : sftp.status(reqid, STATUS_CODE.EOF);
          });
          sftp.on('OPEN', (reqid, p) => {
            if (user.readOnly) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
            files.set(norm(p), { data: Buffer.alloc(0) });
            return sftp.handle(reqid, handle({ kind: 'file', path: norm(p) }));
          });
          sftp.on('WRITE', (reqid, h, offset, data) => {
            const f = handles.get(h.toString());
            if (!f || f.kind !== 'file') return sftp.status(reqid, STATUS_CODE.FAILURE);
            const file = files.get(f.path)!;
            file.data = Buffer.concat([file.data.subarray(0, offset), data]);
            return sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('FSTAT', (reqid, h) => {
            const f = handles.get(h.toString());
            return sftp.attrs(reqid, f && f.kind === 'file' ? attrs(files.get(f.path)?.data.length ?? 0) : attrs(0, true));
          });
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('CLOSE', (reqid, h) => {
            handles.delete(h.toString());
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('REMOVE', (reqid, p) => (files.delete(norm(p)) ? sftp.status(reqid, STATUS_CODE.OK) : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)));
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    root: '/',
    files,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
