import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';

export const SFTP_USER = { username: 'bench', password: 'bench-pass' };

/** The in-process SFTP server of the connector tests, with the destination folder. */
export async function startSftpReceiver() {
  const server = await startSftpTestServer(SFTP_USER);
  server.dirs.add('/drop');
  return {
    server,
    files: () => [...server.files.keys()].filter((k) => k.startsWith('/drop/') && !k.split('/').pop()!.startsWith('.')),
  };
}
