import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../free-port.ts';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** the configuration a Paperbridge process needs to keep its files in this server's bucket */
  env: Record<string, string>;
  /** runs on each request as it arrives (headers read, body not yet) */
  onRequest(listener: (req: IncomingMessage) => void): void;
  /** stops answering at once: open connections are cut, as when the server dies */
  stop(): void;
  /** the same server again (same port, same objects) */
  restart(): Promise<void>;
  /** the keys the bucket holds (at most 1,000), listed over S3 */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks the signature of every request against them. */
const KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on a free loopback port, objects kept in a temporary folder,
 * one bucket made at start. The product talks to it with the AWS SDK over HTTP, as to any S3-compatible store.
 */
export async function startS3TestServer(bucket = 'paperbridge-files'): Promise<S3TestServer> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-s3-'));
  const listeners: ((req: IncomingMessage) => void)[] = [];
  // s3rver answers through our own HTTP server: its connections can then be cut, as when the server dies
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  let server: http.Server;
  let sockets = new Set<Socket>();
  const run = async () => {
    server = http.createServer(s3rver.callback());
    sockets = new Set();
    server.on('connection', (s: Socket) => {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    });
    server.on('request', (req: IncomingMessage) => listeners.forEach((l) => l(req)));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.close();
    for (const s of sockets) s.destroy();
  };
  return {
    endpoint,
    bucket,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    onRequest: (listener) => void listeners.push(listener),
    stop,
    async restart() {
      stop();
      await run();
      stopped = false;
    },
    async keys() {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (listed.Contents ?? []).map((o) => o.Key!).sort();
      } finally {
        client.destroy();
      }
    },
    async close() {
      stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
