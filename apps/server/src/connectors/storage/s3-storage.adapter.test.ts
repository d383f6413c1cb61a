import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3StorageAdapter } from './s3-storage.adapter.ts';

const COMPANY = '6f1c1f0e-0a52-4f7e-9a57-2f0b8d7c1a11';

/** An S3Client stand-in that keeps objects in a map (the adapter's only outside dependency). */
function fakeS3() {
  const objects = new Map<string, Uint8Array>();
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const client = {
    async send(cmd: { constructor: { name: string }; input: Record<string, unknown> }) {
      sent.push({ name: cmd.constructor.name, input: cmd.input });
      const key = `${cmd.input.Bucket}/${cmd.input.Key}`;
      if (cmd instanceof PutObjectCommand) objects.set(key, cmd.input.Body as Uint8Array);
      if (cmd instanceof GetObjectCommand) {
        const body = objects.get(key);
        if (!body) throw new NoSuchKey({ message: 'no such key', $metadata: {} });
        return { Body: { transformToByteArray: async () => body } };
      }
      if (cmd.constructor.name === 'DeleteObjectCommand') objects.delete(key);
      return {};
    },
  };
  return { client: client as unknown as S3Client, objects, sent };
}

describe('S3 storage adapter', () => {
  it('puts, gets and deletes company-prefixed objects; a missing object is null', async () => {
    const fake = fakeS3();
    const s = createS3StorageAdapter({ bucket: 'files', region: 'ap-southeast-2', forcePathStyle: true }, fake.client);
    await s.put(COMPANY, 'samples/a.pdf', Buffer.from('pdf'), 'application/pdf');
    assert.deepEqual([...fake.objects.keys()], [`files/${COMPANY}/samples/a.pdf`]);
    assert.equal(fake.sent[0]!.input.ContentType, 'application/pdf');
    assert.equal((await s.get(COMPANY, 'samples/a.pdf'))!.toString(), 'pdf');
    await s.delete(COMPANY, 'samples/a.pdf');
    assert.equal(await s.get(COMPANY, 'samples/a.pdf'), null);
    await assert.rejects(s.get(COMPANY, '../x'));
  });
});
