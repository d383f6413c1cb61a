import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { startRoleProcess, type RoleProcess } from '../testing/start-role-process.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { corporaDir, corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentResults, documents, ledgerEntries } from '../db/schema/index.ts';
import { SETTLED_DOCUMENT_STATES } from '@paperbridge/contracts';
import { createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { HANDED_TO_DELIVERY } from './test-support/handed-to-delivery.ts';

const RECEIPTS = ['img/044.jpg', 'img/509.jpg', 'img/330.jpg'].map((f) =>
  path.join(corporaDir, 'sroie-receipts-by-vendor', f),
);

/** A scanned document slow enough to be caught mid-extraction: receipt photos as pages, read by OCR. */
async function scannedPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const image = await pdf.embedJpg(fs.readFileSync(RECEIPTS[i % RECEIPTS.length]!));
    const page = pdf.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  }
  return pdf.save();
}

/**
 * Issue 8 "Bad input and faults": a worker process killed in the middle of an extraction. Its job stops
 * sending heartbeats, another worker takes it over, and the document ends with one result and one charge.
 * Two processes on one database need PostgreSQL (PGlite allows one process per folder).
 */
describe(
  'A worker killed mid-extraction (PostgreSQL only)',
  { skip: corporaSkip() || (!process.env.DATABASE_URL && 'needs DATABASE_URL (PGlite allows one process)') },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let env: Record<string, string>;
    let first: RoleProcess | undefined;
    let second: RoleProcess | undefined;
    const timing = { JOB_HEARTBEAT_SECONDS: '10', JOB_SUPERVISE_SECONDS: '2' };

    before(async () => {
      // this process is the API only: the pipeline's jobs run in the worker processes started below
      t = await startTestApp(timing, { workers: false });
      a = await seedFundedUser(t);
      const c = t.ctx.config;
      env = {
        ...timing,
        NODE_ENV: 'test',
        DATABASE_URL: c.databaseUrl!,
        DATA_DIR: c.dataDir,
        HOST: '127.0.0.1',
        PUBLIC_URL: c.publicUrl,
        LOG_LEVEL: 'info',
        ENGINE_THREADS: '1',
      };
    });
    after(async () => {
      await first?.stop('SIGKILL');
      await second?.stop();
      await t.close();
    });

    const docOf = async (id: string) => (await t.ctx.db.select().from(documents).where(eq(documents.id, id)))[0]!;
    async function waitFor<T>(
      what: string,
      read: () => Promise<T>,
      ok: (v: T) => boolean,
      ms: number,
      log: () => string,
    ): Promise<T> {
      const until = Date.now() + ms;
      for (;;) {
        const v = await read();
        if (ok(v)) return v;
        assert.ok(
          Date.now() < until,
          `${what} did not happen in ${ms} ms; last ${JSON.stringify(v)}\n${log().slice(-3000)}`,
        );
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it('finishes the document after a restart, with one result and one charge', async () => {
      // the first worker also learns the mapping's sample (a job) before it takes the document
      first = startRoleProcess('worker', { ...env, PORT: String(await freePort()) });
      const cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'KILLED1',
        clientEmail: 'orders@coolblue.example',
      });
      const details = await callApi(t.url, 'GET', '/api/App/GetS3Details', {
        token: a.token,
        query: { ConfigId: cnId },
      });
      const pages = 6;
      const up = await uploadFile(t.url, '/api/App/UploadFile', {
        token: a.token,
        fields: { path: details.result.path },
        file: { name: 'scanned.pdf', bytes: await scannedPdf(pages) },
      });
      assert.equal(up.status, 200, up.message);
      const intents = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles: [{ fileName: up.result.fileName, key: up.result.key }], configId: cnId, webRequest: true },
      });
      const dtId: string = intents.result[0].msId;
      assert.equal(
        (await callApi(t.url, 'GET', '/api/Admin/Map/ProcessDocIntent', { token: a.token, query: { msId: dtId } }))
          .status,
        200,
      );

      await waitFor(
        'extraction',
        () => docOf(dtId).then((d) => d.status),
        (s) => s === 'extracting',
        240_000,
        first.output,
      );
      // let the engine get into the pages (OCR takes seconds per page) before pulling the plug
      await new Promise((r) => setTimeout(r, 1500));
      await first.stop('SIGKILL');
      assert.equal((await docOf(dtId)).status, 'extracting', 'the kill came before the extraction ended');
      assert.equal(
        (await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId))).length,
        0,
      );

      second = startRoleProcess('worker', { ...env, PORT: String(await freePort()) });
      // the second worker reads all six pages again and then maps them (the map stage re-reads the template's
      // regions): about a minute alone, but other tiers run beside this one, and under that load a 180 s bound ran
      // out with the document still mapping (session 29's local CI); the wait ends as soon as it settles
      const done = await waitFor(
        'the document to settle',
        () => docOf(dtId),
        (d) => SETTLED_DOCUMENT_STATES.includes(d.status),
        600_000,
        second.output,
      );
      assert.ok(
        [...HANDED_TO_DELIVERY, 'awaiting_review'].includes(done.status),
        `settled as ${done.status}: ${done.errorMessage}`,
      );
      assert.equal(done.pageCount, pages);

      assert.equal(
        (await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId))).length,
        1,
        'one result',
      );
      const debits = await t.ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.companyId, a.companyId), eq(ledgerEntries.kind, 'debit')));
      assert.equal(debits.length, 1, 'one charge');
      assert.equal(debits[0]!.amountCents, pages * t.ctx.config.pipeline.pagePriceCents);
      // the extract job really was taken over after the kill, not finished by the first worker
      const [job] = await t.ctx.database.query<{ retry_count: number }>(
        "select retry_count from pgboss.job where name = 'pipeline-extract' and data->>'documentId' = $1",
        [dtId],
      );
      assert.ok(job && job.retry_count >= 1, `extract job retried: ${JSON.stringify(job)}`);
    });
  },
);
