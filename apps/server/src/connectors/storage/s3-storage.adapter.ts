import { createHash, randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageAdapter } from './storage.adapter.ts';
import { measureStream } from './measure-stream.ts';
import { companyKey } from './storage-key.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** x-amz-checksum-sha256: the store checks what arrived against the hash taken on the way in */
const sha256Base64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

/** Any S3-compatible store (AWS S3, MinIO, R2...): objects `<companyId>/<key>` in one bucket. */
export function createS3StorageAdapter(opts: S3StorageOptions, client?: S3Client): StorageAdapter {
  const s3 =
    client ??
    new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      // The SDK's default (WHEN_SUPPORTED) sends a streamed body aws-chunked with a trailing CRC32, which
      // S3-compatible stores that do not speak that encoding keep verbatim: a 20 MB upload read back 2.8 KB
      // longer from s3rver. Each PutObject below carries its own SHA-256 instead, which every store accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      // without keys the SDK's default chain applies (instance role, environment)
      credentials:
        opts.accessKeyId && opts.secretAccessKey
          ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
          : undefined,
    });
  return {
    kind: 's3',
    async put(companyId, key, bytes, contentType) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await s3.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: companyKey(companyId, key),
          Body: bytes,
          ContentType: contentType,
          ChecksumSHA256: sha256Base64(sha256),
        }),
      );
    },
    async putStream(companyId, key, stream, contentType, limits) {
      // spooled to a private temp file first: S3 wants the length up front, and memory stays flat
      const tmp = path.join(os.tmpdir(), `pb-upload-${randomBytes(8).toString('hex')}`);
      const { meter, result } = measureStream(limits.maxBytes);
      try {
        await pipeline(stream, meter, fs.createWriteStream(tmp, { mode: 0o600 }));
        const stored = result();
        await s3.send(
          new PutObjectCommand({
            Bucket: opts.bucket,
            Key: companyKey(companyId, key),
            Body: fs.createReadStream(tmp),
            ContentLength: stored.size,
            ContentType: contentType,
            ChecksumSHA256: sha256Base64(stored.sha256),
          }),
        );
        return stored;
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
    async get(companyId, key) {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key: companyKey(companyId, key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(companyId, key) {
      await s3.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: companyKey(companyId, key) }));
    },
  };
}
