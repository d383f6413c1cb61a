// `npm run bench:faults`: N documents sent through the API source with Idempotency-Keys to a mapping that
// delivers to a webhook on loopback, while worker processes are SIGKILLed K times and the API process once
// in the middle of an upload, on PostgreSQL (a fresh database per run). Prints what was lost, doubled,
// charged twice, delivered twice or left stuck. Not a test: it prints figures.
// FAULTS_DOCS (30), FAULTS_KILLS (3), FAULTS_WORKERS (2), FAULTS_KILL_EVERY_MS (4000), FAULTS_DEADLINE_S (180),
// FAULTS_STORAGE (local: one shared folder; s3: a local S3-protocol server), FAULTS_SWEEP (on: the stuck-document sweeper
// every minute, as the deadline needs; off: the product's defaults). The issue's figure: FAULTS_DOCS=200 FAULTS_KILLS=10.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTLED_DOCUMENT_STATES } from '@paperbridge/contracts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createTestDatabaseUrl } from '../../apps/server/src/testing/test-database-url.ts';
import { seedUser } from '../../apps/server/src/testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { startWebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { startS3TestServer } from '@paperbridge/test-kit/providers/s3-test-server.ts';
import {
  createNumberedInvoiceMapping,
  numberedInvoice,
  numberedInvoiceNumber,
} from '../../apps/server/src/pipeline/test-support/numbered-invoice.ts';
import { startFaultProcesses } from './fault-processes.ts';
import { sendWithKey, type Sent } from './send-with-key.ts';
import { countFaults } from './count-faults.ts';
import { documentsNotFinal, mappingApiToken } from './faults-setup.ts';

const DOCS = Number(process.env.FAULTS_DOCS ?? 30);
const KILLS = Number(process.env.FAULTS_KILLS ?? 3);
const WORKERS = Number(process.env.FAULTS_WORKERS ?? 2);
const KILL_EVERY_MS = Number(process.env.FAULTS_KILL_EVERY_MS ?? 4000);
const DEADLINE_S = Number(process.env.FAULTS_DEADLINE_S ?? 180);
const STORAGE = process.env.FAULTS_STORAGE === 's3' ? 's3' : 'local';
if (!process.env.DATABASE_URL)
  throw new Error(
    'bench:faults runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); each run makes and drops a database of its own',
  );

const started = Date.now();
const database = await createTestDatabaseUrl();
const db = await openDatabase({ databaseUrl: database.url, dataDir: '' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-faults-'));
const webhook = await startWebhookReceiver();
const s3 = STORAGE === 's3' ? await startS3TestServer() : null;
const env = {
  ...(s3?.env ?? {}),
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  APP_SECRET: randomBytes(32).toString('hex'),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_MINUTE: '1000000',
  SSRF_ALLOW_HOSTS: '127.0.0.1',
  PAGE_PRICE: '0.01',
  BILLING_WELCOME_CREDIT: '100000',
  ENGINE_THREADS: '1',
  // a killed worker's jobs are taken over after this long without heartbeats
  JOB_HEARTBEAT_SECONDS: '10',
  JOB_SUPERVISE_SECONDS: '2',
  // the stuck-document sweeper at its shortest (the product's defaults are 30/60/5 minutes), so what it settles or
  // fails is counted within the run's deadline; FAULTS_SWEEP=off leaves it at the defaults to see what it had to do
  ...(process.env.FAULTS_SWEEP === 'off'
    ? {}
    : { STUCK_PROCESSING_MINUTES: '1', STUCK_DELIVERY_MINUTES: '1', STUCK_SWEEP_MINUTES: '1' }),
  WEB_DIST: path.join(dataDir, 'no-web'),
};
const port = await freePort();
const procs = await startFaultProcesses({ ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, { port, workers: WORKERS });
const user = await seedUser(db.db, { registered: true, pinVerified: true });
await callApi(procs.url, 'GET', '/api/admin/User/RedeemCoupon', { token: user.token, query: { FirstLogin: true } });
await createNumberedInvoiceMapping(procs.url, user.token, {
  configName: 'FAULTS1',
  clientEmail: 'ap@faults.example',
  request: { isAPI: true, webhookEndPoint: webhook.url, destinationEmails: [] },
});
const token = await mappingApiToken(procs.url, user.email);
console.log(
  `bench:faults: ${DOCS} documents, ${KILLS} worker kills every ${KILL_EVERY_MS} ms, ${WORKERS} workers, the API killed once mid-upload, PostgreSQL, ${STORAGE} storage`,
);

// the killer: one worker SIGKILLed and replaced every KILL_EVERY_MS, round robin, K times
let kills = 0;
const killer = (async () => {
  while (kills < KILLS) {
    await new Promise((r) => setTimeout(r, KILL_EVERY_MS));
    await procs.killWorker(kills % WORKERS);
    kills++;
  }
})();

/** settled and past delivery: a document left 'ready' (its delivery never ran) counts as stuck */
const FINAL = SETTLED_DOCUMENT_STATES.filter((s) => s !== 'ready');
const sendDeadline = Date.now() + DEADLINE_S * 1000;
const sent: Sent[] = [];
let apiKilledAt = -1;
for (let i = 1; i <= DOCS; i++) {
  const midUpload =
    i === Math.ceil(DOCS / 2)
      ? async () => {
          apiKilledAt = i;
          // the first half of the body is on its way: the API dies with the upload half read
          await new Promise((r) => setTimeout(r, 100));
          await procs.killApi();
          await procs.restartApi();
        }
      : undefined;
  sent.push(
    await sendWithKey(
      () => procs.url,
      token,
      `faults-${i}`,
      `faults-${i}.pdf`,
      await numberedInvoice(i),
      sendDeadline,
      midUpload,
    ),
  );
}
const sentAt = Date.now();
await killer;
const settleDeadline = Date.now() + DEADLINE_S * 1000;
while ((await documentsNotFinal(db.db, user.companyId, FINAL)) > 0 && Date.now() < settleDeadline)
  await new Promise((r) => setTimeout(r, 500));
// deliveries still in flight after the last document settled (a webhook retried) land here too
await new Promise((r) => setTimeout(r, 2000));
const numberOf = (fileName: string) => numberedInvoiceNumber(Number(/faults-(\d+)/.exec(fileName)?.[1]));
const c = await countFaults(db.db, user.companyId, sent, webhook, numberOf, FINAL);
const wall = ((Date.now() - started) / 1000).toFixed(0);

console.log(
  `\nsent ${c.sent} (${sent.reduce((n, s) => n + s.tries, 0) - c.sent} retried tries; the API killed during document ${apiKilledAt}), acknowledged ${c.acknowledged}, documents ${c.documents}; ${kills} worker kills; all sent after ${((sentAt - started) / 1000).toFixed(0)} s, wall ${wall} s`,
);
const refused: Record<number, number> = {};
for (const status of sent.flatMap((s) => s.refused)) refused[status] = (refused[status] ?? 0) + 1;
console.log(
  `tries not acknowledged, by HTTP status (0: no answer): ${
    Object.entries(refused)
      .map(([k, v]) => `${k} x${v}`)
      .join(', ') || 'none'
  }`,
);
console.log(
  `states: ${Object.entries(c.states)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
if (c.stuckDetail.length) console.log(`stuck: ${c.stuckDetail.join('; ')}`);
console.log(
  '| lost | doubled results | charged twice | delivered twice (distinct messages) | delivered twice (repeated ids) | stuck after the deadline | delivered |',
);
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${c.lost} | ${c.doubled} | ${c.chargedTwice} | ${c.deliveredTwiceDistinct} | ${c.deliveredTwiceRepeatedIds} | ${c.stuck} | ${c.delivered}/${c.sent} |`,
);

await procs.stop();
await webhook.close();
await s3?.close();
await db.close();
await database.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
