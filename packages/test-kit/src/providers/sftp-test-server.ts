import ssh2 from 'ssh2';
import type { TestServer } from './ftp-test-server.ts';
import { freePort } from '../free-port.ts';

const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

interface MemFile {
  data: Buffer;
  /** seconds since the epoch (the SFTP attribute) */
  mtime?: number;
}

/**
 * An in-process SFTP server (ssh2's Server) with one password user and in-memory files under '/'
 * (keys are absolute paths; `dirs` holds the sub-folders, made by MKDIR). Reads, renames and
 * folders serve the FTP source's tests. `readOnly` refuses writes with PERMISSION_DENIED, to
 * test the destination's write check.
 */
export async function startSftpTestServer(user: { username: string; password: string; readOnly?: boolean }): Promise<
  TestServer & {
    files: Map<string, MemFile>;
    dirs: Set<string>;
    connections: () => number;
    dropConnections: () => void;
  }
> {
  const port = await freePort();
  const files = new Map<string, MemFile>([['/invoice-001.pdf', { data: Buffer.from('%PDF-1.4 test') }]]);
  const dirs = new Set<string>(['/']);
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const attrs = (size: number, dir = false, mtime = 0) => ({
    mode: dir ? 0o040755 : 0o100644,
    uid: 0,
    gid: 0,
    size,
    atime: mtime,
    mtime,
  });
  const norm = (p: string) =>
    '/' +
    p
      .split('/')
      .filter((s) => s && s !== '.')
      .join('/');
  const parentOf = (p: string) => norm(p.split('/').slice(0, -1).join('/'));
  const nameOf = (p: string) => p.split('/').pop()!;

  let connections = 0;
  const open = new Set<{ end(): void }>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    connections++;
    open.add(client);
    client.on('close', () => open.delete(client));
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
          type Handle = { kind: 'dir'; path: string; done: boolean } | { kind: 'file'; path: string };
          const handles = new Map<string, Handle>();
          let next = 0;
          const handle = (v: Handle) => {
            const h = Buffer.from(String(next++));
            handles.set(h.toString(), v);
            return h;
          };
          sftp.on('REALPATH', (reqid, p) =>
            sftp.name(reqid, [{ filename: norm(p), longname: norm(p), attrs: attrs(0, true) }]),
          );
          sftp.on('STAT', (reqid, p) => {
            const f = files.get(norm(p));
            if (dirs.has(norm(p))) return sftp.attrs(reqid, attrs(0, true));
            return f
              ? sftp.attrs(reqid, attrs(f.data.length, false, f.mtime))
              : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          });
          sftp.on('LSTAT', (reqid, p) => sftp.emit('STAT', reqid, p));
          sftp.on('OPENDIR', (reqid, p) =>
            dirs.has(norm(p))
              ? sftp.handle(reqid, handle({ kind: 'dir', path: norm(p), done: false }))
              : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE),
          );
          sftp.on('READDIR', (reqid, h) => {
            const d = handles.get(h.toString());
            if (!d || d.kind !== 'dir') return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (d.done) return sftp.status(reqid, STATUS_CODE.EOF);
            d.done = true;
            const inDir = (p: string) => p !== d.path && parentOf(p) === d.path;
            const names = [
              ...[...dirs].filter(inDir).map((p) => ({
                filename: nameOf(p),
                longname: `drwxr-xr-x 1 0 0 0 Jan 1 00:00 ${nameOf(p)}`,
                attrs: attrs(0, true),
              })),
              ...[...files.entries()]
                .filter(([p]) => inDir(p))
                .map(([p, f]) => ({
                  filename: nameOf(p),
                  longname: `-rw-r--r-- 1 0 0 ${f.data.length} Jan 1 00:00 ${nameOf(p)}`,
                  attrs: attrs(f.data.length, false, f.mtime),
                })),
            ];
            return names.length ? sftp.name(reqid, names) : sftp.status(reqid, STATUS_CODE.EOF);
          });
          sftp.on('OPEN', (reqid, p, flags) => {
            if (!(flags & OPEN_MODE.WRITE)) {
              return files.has(norm(p))
                ? sftp.handle(reqid, handle({ kind: 'file', path: norm(p) }))
                : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            }
            if (user.readOnly) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
            files.set(norm(p), { data: Buffer.alloc(0) });
            return sftp.handle(reqid, handle({ kind: 'file', path: norm(p) }));
          });
          sftp.on('READ', (reqid, h, offset, length) => {
            const f = handles.get(h.toString());
            const file = f && f.kind === 'file' ? files.get(f.path) : undefined;
            if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (offset >= file.data.length) return sftp.status(reqid, STATUS_CODE.EOF);
            return sftp.data(reqid, file.data.subarray(offset, offset + length));
          });
          sftp.on('MKDIR', (reqid, p) => {
            if (user.readOnly) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
            if (dirs.has(norm(p)) || files.has(norm(p)) || !dirs.has(parentOf(p)))
              return sftp.status(reqid, STATUS_CODE.FAILURE);
            dirs.add(norm(p));
            return sftp.status(reqid, STATUS_CODE.OK);
          });
          // SFTP v3 rename: refused when the target exists, as OpenSSH does
          sftp.on('RENAME', (reqid, from, to) => {
            const file = files.get(norm(from));
            if (!file) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            if (files.has(norm(to)) || dirs.has(norm(to)) || !dirs.has(parentOf(to)))
              return sftp.status(reqid, STATUS_CODE.FAILURE);
            files.delete(norm(from));
            files.set(norm(to), file);
            return sftp.status(reqid, STATUS_CODE.OK);
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
            return sftp.attrs(
              reqid,
              f && f.kind === 'file'
                ? attrs(files.get(f.path)?.data.length ?? 0, false, files.get(f.path)?.mtime)
                : attrs(0, true),
            );
          });
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('CLOSE', (reqid, h) => {
            handles.delete(h.toString());
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('REMOVE', (reqid, p) =>
            files.delete(norm(p)) ? sftp.status(reqid, STATUS_CODE.OK) : sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE),
          );
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    root: '/',
    files,
    dirs,
    /** SSH connections accepted so far */
    connections: () => connections,
    /** ends every open connection, as a server's idle timeout does */
    dropConnections: () => open.forEach((c) => c.end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // clients keep connections for the next upload: a stopping server ends them
        open.forEach((c) => c.end());
      }),
  };
}
