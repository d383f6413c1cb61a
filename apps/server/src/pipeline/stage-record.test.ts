import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { seedUser } from '../testing/seed-user.ts';
import { documentStages, documents } from '../db/schema/index.ts';
import { beginStage, finishStage } from './stage-record.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';

/** A stage job run twice (a retry, or a duplicate after a crash) must not do its work twice. */
describe('Stage records: begin, finish, begin again', () => {
  let t: TestApp;
  let job: PipelineJobData;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    const user = await seedUser(t.ctx.db, { registered: true });
    const [doc] = await t.ctx.db.insert(documents).values({ companyId: user.companyId, fileName: 'a.pdf' }).returning();
    job = { documentId: doc!.id, companyId: user.companyId, attempt: 0 };
  });
  after(async () => t.close());

  const record = async () =>
    (
      await t.ctx.db
        .select()
        .from(documentStages)
        .where(and(eq(documentStages.documentId, job.documentId), eq(documentStages.step, 'extract')))
    )[0]!;

  it('an unfinished stage begins again with one more run; a finished one answers its status and is left alone', async () => {
    assert.deepEqual(await beginStage(t.ctx.db, job, 'extract'), { finished: null });
    assert.equal((await record()).runs, 1);
    // the worker died before finishing: the retry begins the stage again
    assert.deepEqual(await beginStage(t.ctx.db, job, 'extract'), { finished: null });
    assert.equal((await record()).runs, 2);
    await finishStage(t.ctx.db, job, 'extract', 'partial', [
      { code: 'page_failed', message: 'page 2 could not be read', page: 2 },
    ]);
    const finished = await record();
    assert.deepEqual(await beginStage(t.ctx.db, job, 'extract'), { finished: 'partial' });
    const after = await record();
    assert.equal(after.status, 'partial');
    assert.equal(after.runs, 2);
    assert.deepEqual(after.finishedAt, finished.finishedAt);
    // another attempt (a reprocess) has its own record
    assert.deepEqual(await beginStage(t.ctx.db, { ...job, attempt: 1 }, 'extract'), { finished: null });
  });
});
