import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createS3StorageAdapter } from './s3-storage.adapter.ts';
import { StorageLimitError, type StorageAdapter } from './storage.adapter.ts';
import { startS3TestServer, type S3TestServer } from '@paperbridge/test-kit/providers/s3-test-server.ts';

const COMPANY = '6f1c1f0e-0a52-4f7e-9a57-2f0b8d7c1a11';
const MB = 1024 * 1024;

/** `size` bytes of a repeating non-trivial pattern, made 1 MB at a time (never held whole). */
function bigStream(size: number): Readable {
  const block = Buffer.alloc(MB);
  for (let i = 0; i < MB; i++) block[i] = (i * 31 + (i >> 8)) & 0xff;
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, MB);
      left -= n;
      this.push(block.subarray(0, n));
    },
  });
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('S3 storage adapter against a real S3-protocol server (s3rver over HTTP)', () => {
  let s3: S3TestServer;
  let store: StorageAdapter;
  const savedTmp = process.env.TMPDIR;
  // the adapter spools uploads in the temp folder: a private one shows that none is left behind
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-s3-spool-'));
  const spooled = () => fs.readdirSync(tmp).filter((f) => f.startsWith('pb-upload-'));

  before(async () => {
    s3 = await startS3TestServer();
    process.env.TMPDIR = tmp;
    store = createS3StorageAdapter({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
  });
  after(async () => {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    await s3?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('puts, gets and deletes company-prefixed objects; a missing object is null; a bad key is refused', async () => {
    await store.put(COMPANY, 'samples/a.pdf', Buffer.from('%PDF-1.7 small'), 'application/pdf');
    assert.deepEqual(await s3.keys(), [`${COMPANY}/samples/a.pdf`]);
    assert.equal((await store.get(COMPANY, 'samples/a.pdf'))!.toString(), '%PDF-1.7 small');
    assert.equal(await store.get(COMPANY, 'samples/missing.pdf'), null);
    await store.delete(COMPANY, 'samples/a.pdf');
    await store.delete(COMPANY, 'samples/a.pdf');
    assert.equal(await store.get(COMPANY, 'samples/a.pdf'), null);
    assert.deepEqual(await s3.keys(), []);
    await assert.rejects(store.get(COMPANY, '../x'));
  });

  it('streams a 48 MB file in and reads back the same bytes, with its size and SHA-256', async () => {
    const size = 48 * MB;
    const stored = await store.putStream(COMPANY, 'originals/big.pdf', bigStream(size), 'application/pdf', {
      maxBytes: 50 * MB,
    });
    assert.equal(stored.size, size);
    const back = await store.get(COMPANY, 'originals/big.pdf');
    assert.equal(back!.length, size, 'the object holds the bytes sent, nothing more');
    assert.equal(sha256(back!), stored.sha256);
    assert.deepEqual(spooled(), []);
    await store.delete(COMPANY, 'originals/big.pdf');
  });

  it('a stream over its limit is refused and leaves nothing, in the bucket or the temp folder', async () => {
    await assert.rejects(
      store.putStream(COMPANY, 'originals/too-big.pdf', bigStream(3 * MB), 'application/pdf', { maxBytes: 2 * MB }),
      StorageLimitError,
    );
    assert.deepEqual(await s3.keys(), []);
    assert.deepEqual(spooled(), []);
  });

  it('the server stopping mid-upload fails the upload, leaves no spooled copy, and the same upload after a restart stores the file', async () => {
    let cut = false;
    s3.onRequest((req) => {
      // the moment the upload's request reaches the server, before its body is read: the server dies
      if (!cut && req.method === 'PUT' && req.url?.includes('mid-upload.pdf')) {
        cut = true;
        s3.stop();
      }
    });
    await assert.rejects(
      store.putStream(COMPANY, 'originals/mid-upload.pdf', bigStream(8 * MB), 'application/pdf', { maxBytes: 50 * MB }),
    );
    assert.ok(cut, 'the server was stopped during the upload');
    assert.deepEqual(spooled(), []);
    // while it is down a read fails: an unreachable store is not a missing file
    await assert.rejects(store.get(COMPANY, 'originals/mid-upload.pdf'));

    await s3.restart();
    // s3rver keeps an empty object from the cut request (AWS S3 refuses a body shorter than its Content-Length,
    // and a SHA-256 that does not match): never the file, and the caller was told the upload failed
    assert.notEqual((await store.get(COMPANY, 'originals/mid-upload.pdf'))?.length, 8 * MB);
    const again = await store.putStream(COMPANY, 'originals/mid-upload.pdf', bigStream(8 * MB), 'application/pdf', {
      maxBytes: 50 * MB,
    });
    assert.equal(sha256((await store.get(COMPANY, 'originals/mid-upload.pdf'))!), again.sha256);
  });
});
