// `npm run bench:delivery`: deliveries per second to a local webhook receiver and a local SFTP server with
// 1 and 2 worker processes on PostgreSQL, the time from approval (the deliver stage queued) to delivered,
// and 1,000 documents to a webhook that refuses each message's first two tries, all arriving exactly once.
// Not a test: it prints figures.
import { inArray } from 'drizzle-orm';
import type { ApprovalData } from '@paperbridge/contracts';
import { seedUser } from '../../apps/server/src/testing/seed-user.ts';
import { documentResults, documents, mappings } from '../../apps/server/src/db/schema/index.ts';
import { queueNextStage } from '../../apps/server/src/pipeline/queue-next-stage.ts';
import { sealFtpPassword } from '../../apps/server/src/connectors/ftp/ftp-secrets.ts';
import {
  NO_ENDPOINTS,
  seedClient,
  seedMapping,
} from '../../apps/server/src/http/dashboard/test-support/seed-documents.ts';
import { startSetup, type BenchSetup } from '../pipeline/bench-app.ts';
import { startWebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { SFTP_USER, startSftpReceiver } from './delivery-receivers.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 200);
const IDLE_DOCS = Number(process.env.BENCH_IDLE_DOCS ?? 30);
const RETRY_DOCS = Number(process.env.BENCH_RETRY_DOCS ?? 1000);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
if (!process.env.DATABASE_URL)
  throw new Error(
    'bench:delivery runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)',
  );

const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

/** An invoice's approved data as the review stores it: five header fields and a table of three lines. */
const approval = (ref: string): ApprovalData => ({
  docRef: ref,
  form: ['Invoice Number', 'Invoice Date', 'Due Date', 'Supplier', 'Total Amount'].map((label, i) => ({
    id: i + 1,
    dF_Id: i + 1,
    label,
    value: label === 'Invoice Number' ? ref : `value ${i}`,
    isDelete: false,
    confidence: 95,
    page: 1,
    polygon: null,
    isRequired: false,
    missing: false,
  })),
  extactedFromTable: [],
  tables: [
    {
      tableNumber: 1,
      confidence: 100,
      page: 1,
      columns: ['Description', 'Quantity', 'Amount'].map((h, c) => ({
        columnHeader: h,
        dF_Id: null,
        isDelete: false,
        cells: [0, 1, 2].map((r) => ({ value: `${h} ${r}${c}`, isDelete: false })),
      })),
    },
  ],
});

/** Documents as the review leaves them ('ready', approved data stored), then the deliver stage queued for each: the moment of approval. */
async function seedAndDeliver(
  setup: BenchSetup,
  mappingId: string,
  companyId: string,
  clientId: string,
  count: number,
  sequential: boolean,
) {
  const { ctx } = setup.app;
  const rows = Array.from({ length: count }, (_, i) => ({
    companyId,
    mappingId,
    clientId,
    docTypeId: 1,
    status: 'ready' as const,
    source: 'api' as const,
    fileName: `bench-${i}.pdf`,
    uniqueReference: `INV-${Date.now()}-${i}`,
    attempt: 0,
    isProcessed: true,
    approvalStatus: 3,
  }));
  const inserted = await ctx.db
    .insert(documents)
    .values(rows)
    .returning({ id: documents.id, ref: documents.uniqueReference });
  await ctx.db
    .insert(documentResults)
    .values(
      inserted.map((d) => ({ documentId: d.id, companyId, extracted: approval(d.ref!), approved: approval(d.ref!) })),
    );
  const queuedAt = new Map<string, number>();
  const deliveredAt = new Map<string, number>();
  const poll = async (ids: string[]) => {
    const got = await ctx.db
      .select({ id: documents.id, status: documents.status })
      .from(documents)
      .where(inArray(documents.id, ids));
    for (const g of got)
      if (g.status === 'delivered' && !deliveredAt.has(g.id)) deliveredAt.set(g.id, performance.now());
  };
  const t0 = performance.now();
  for (const d of inserted) {
    queuedAt.set(d.id, performance.now());
    await queueNextStage(ctx, 'deliver', { documentId: d.id, companyId, attempt: 0 });
    if (sequential) {
      // one at a time on an idle system: what delivery adds to one document
      while (!deliveredAt.has(d.id)) {
        await poll([d.id]);
        await new Promise((r) => setTimeout(r, 5));
      }
    }
  }
  const ids = inserted.map((d) => d.id);
  const deadline = Date.now() + 15 * 60_000;
  while (deliveredAt.size < ids.length && Date.now() < deadline) {
    await poll(ids.filter((id) => !deliveredAt.has(id)));
    await new Promise((r) => setTimeout(r, 50));
  }
  const wall = (performance.now() - t0) / 1000;
  const latencies = ids.filter((id) => deliveredAt.has(id)).map((id) => deliveredAt.get(id)! - queuedAt.get(id)!);
  return {
    delivered: deliveredAt.size,
    wall,
    perSecond: deliveredAt.size / wall,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
  };
}

async function mappingTo(setup: BenchSetup, endpoints: Partial<typeof NO_ENDPOINTS>, sftpPort?: number) {
  const { ctx } = setup.app;
  const user = await seedUser(ctx.db, { registered: true, pinVerified: true });
  const clientId = (await seedClient(ctx.db, user.companyId, 'Bench Supplier', `bench${Date.now()}@supplier.example`))
    .id;
  const m = await seedMapping(ctx.db, user.companyId, clientId, `BENCH${Date.now() % 1e6}`, 1, {
    ...NO_ENDPOINTS,
    ...endpoints,
    ...(sftpPort
      ? {
          ftpOut: {
            host: '127.0.0.1',
            port: sftpPort,
            username: SFTP_USER.username,
            protocol: 'sftp',
            path: '/drop',
            fileType: 'JSON',
          },
        }
      : {}),
  });
  if (sftpPort)
    await ctx.db
      .update(mappings)
      .set({ ftpOutSecret: sealFtpPassword(ctx.config, m.id, 'out', SFTP_USER.password) })
      .where(inArray(mappings.id, [m.id]));
  return { mappingId: m.id, companyId: user.companyId, clientId };
}

const lines: string[] = [];
const setups: ['pglite' | 'postgres', number][] = [
  ['pglite', 1],
  ...WORKERS.map((n) => ['postgres', n] as ['postgres', number]),
];
for (const [kind, n] of setups) {
  const hook = await startWebhookReceiver();
  const sftp = await startSftpReceiver();
  const setup = await startSetup(kind, n, { SSRF_ALLOW_HOSTS: '127.0.0.1' });
  try {
    await new Promise((r) => setTimeout(r, 3000)); // the worker processes start their queues
    const idle: string[] = [];
    for (const [label, endpoints, port] of [
      ['webhook', { webhookEndPoint: hook.url }, undefined],
      ['SFTP', {}, sftp.server.port],
    ] as const) {
      const only = await mappingTo(setup, endpoints, port);
      const r = await seedAndDeliver(setup, only.mappingId, only.companyId, only.clientId, IDLE_DOCS, true);
      idle.push(`${label} ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)}`);
    }
    const target = await mappingTo(setup, { webhookEndPoint: hook.url }, sftp.server.port);
    const load = await seedAndDeliver(setup, target.mappingId, target.companyId, target.clientId, DOCS, false);
    const twice = [...hook.accepted.values()].filter((c) => c > 1).length;
    lines.push(
      `| ${setup.name} | ${idle.join('; ')} | ${DOCS} | ${load.perSecond.toFixed(1)} | ${load.p50.toFixed(0)} / ${load.p95.toFixed(0)} | ${hook.accepted.size} webhook ids, ${twice} twice; ${sftp.files().length} SFTP files | ${setup.peakRssMb().join(' / ')} |`,
    );
  } finally {
    await setup.close();
    await hook.close();
    await sftp.server.close();
  }
}
console.log(
  `\n(a) from the deliver stage queued (the moment of approval) to the document delivered. Idle: ${IDLE_DOCS} documents one at a time to one destination; load: documents queued at once, each to a webhook and an SFTP folder (JSON)\n`,
);
console.log(
  '| setup | idle p50 / p95 ms | load documents | documents/s | load p50 / p95 ms | receivers saw | worker peak RSS MB |',
);
console.log('|---|---|---|---|---|---|---|');
for (const l of lines) console.log(l);

if (RETRY_DOCS > 0) {
  const hook = await startWebhookReceiver({ failFirst: 2 });
  const setup = await startSetup('postgres', Math.max(...WORKERS), { SSRF_ALLOW_HOSTS: '127.0.0.1' });
  try {
    await new Promise((r) => setTimeout(r, 3000));
    const target = await mappingTo(setup, { webhookEndPoint: hook.url });
    const run = await seedAndDeliver(setup, target.mappingId, target.companyId, target.clientId, RETRY_DOCS, false);
    const attempts = [...hook.attempts.values()];
    const twice = [...hook.accepted.values()].filter((c) => c > 1).length;
    console.log(
      `\n(b) ${RETRY_DOCS} documents to a webhook that answers 503 to each message's first two tries (${setup.name})\n`,
    );
    console.log(
      '| delivered | distinct webhook ids accepted | accepted more than once | attempts per message (min / max) | wall s | p50 / p95 s |',
    );
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${run.delivered} | ${hook.accepted.size} | ${twice} | ${Math.min(...attempts)} / ${Math.max(...attempts)} | ${run.wall.toFixed(0)} | ${(run.p50 / 1000).toFixed(0)} / ${(run.p95 / 1000).toFixed(0)} |`,
    );
  } finally {
    await setup.close();
    await hook.close();
  }
}
process.exit(0);
