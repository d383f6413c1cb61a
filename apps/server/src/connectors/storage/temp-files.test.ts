import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import { startTempFileSweeper, TEMP_FILE_MAX_AGE_MS } from './temp-file-sweeper.ts';
import { S3_SPOOL_FILE, sweepTempFiles } from './temp-files.ts';

const COMPANY = '6f1c1f0e-0a52-4f7e-9a57-2f0b8d7c1a11';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A real process streams an upload into local storage and is killed (SIGKILL) half-way, as in issue 24 point 3. */
async function killedMidUpload(root: string): Promise<string[]> {
  const script = `
    import { Readable } from 'node:stream';
    import { createLocalStorageAdapter } from './src/connectors/storage/local-storage.adapter.ts';
    let sent = 0;
    // 1.3 MB, then the upload stalls without ending, like a client cut off
    const body = new Readable({ read() { if (sent < 1_300_000) { sent += 65_000; this.push(Buffer.alloc(65_000, 7)); } } });
    void createLocalStorageAdapter(${JSON.stringify(root)}).putStream('${COMPANY}', 'originals/doc.pdf', body, 'application/pdf', { maxBytes: 50_000_000 });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const dir = path.join(root, COMPANY, 'originals');
  const written = () =>
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).size >= 1_300_000) : [];
  // kill it once the bytes are on disk (the test's own timeout bounds the wait)
  while (!written().length) {
    assert.equal(child.exitCode, null, 'the uploading process ended by itself');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  await exited;
  return fs.readdirSync(dir).map((f) => path.join(dir, f));
}

const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
};

describe('orphan temporary files in storage are cleaned (issue 24 point 3)', () => {
  it(
    'what an upload killed half-way leaves is deleted once it is an hour old; files still being written and stored files stay',
    { timeout: 60_000 },
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-orphans-'));
      try {
        const [orphan, ...others] = await killedMidUpload(root);
        assert.equal(others.length, 0);
        assert.match(orphan!, /doc\.pdf\.[0-9a-f]{8}\.tmp$/);
        const stored = path.join(root, COMPANY, 'samples', 'kept.tmp');
        const writing = path.join(root, COMPANY, 'samples', 'new.pdf.0123abcd.tmp');
        fs.mkdirSync(path.dirname(stored), { recursive: true });
        fs.writeFileSync(stored, 'a stored file whose key ends in .tmp');
        fs.writeFileSync(writing, 'still being written');
        age(stored, 2 * TEMP_FILE_MAX_AGE_MS);

        assert.equal(
          await sweepTempFiles(root, { olderThanMs: TEMP_FILE_MAX_AGE_MS }),
          0,
          'nothing is an hour old yet',
        );
        age(orphan!, TEMP_FILE_MAX_AGE_MS + 60_000);
        assert.equal(await sweepTempFiles(root, { olderThanMs: TEMP_FILE_MAX_AGE_MS }), 1);
        assert.equal(fs.existsSync(orphan!), false);
        assert.equal(fs.existsSync(writing), true);
        assert.equal(fs.existsSync(stored), true);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it('the sweeper a process starts with cleans at once (local storage), and a missing folder is no error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-sweeper-'));
    try {
      const log = pino({ level: 'silent' });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const noFolder = startTempFileSweeper({ config, log });
      await noFolder.firstSweep;
      noFolder.stop();
      const old = path.join(dataDir, 'files', COMPANY, 'originals', 'x.pdf.deadbeef.tmp');
      fs.mkdirSync(path.dirname(old), { recursive: true });
      fs.writeFileSync(old, 'half');
      age(old, 2 * TEMP_FILE_MAX_AGE_MS);
      const sweeper = startTempFileSweeper({ config, log });
      await sweeper.firstSweep;
      sweeper.stop();
      assert.equal(fs.existsSync(old), false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with S3 storage, the spool files a killed upload left in the temp folder are swept', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-spool-'));
    try {
      const spool = path.join(tmp, 'pb-upload-0123456789abcdef');
      const other = path.join(tmp, 'pb-upload-notours');
      for (const f of [spool, other]) {
        fs.writeFileSync(f, 'x');
        age(f, 2 * TEMP_FILE_MAX_AGE_MS);
      }
      assert.equal(
        await sweepTempFiles(tmp, { olderThanMs: TEMP_FILE_MAX_AGE_MS, name: S3_SPOOL_FILE, recursive: false }),
        1,
      );
      assert.equal(fs.existsSync(spool), false);
      assert.equal(fs.existsSync(other), true);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
