import { and, eq, sql } from 'drizzle-orm';
import type { PipelineStep, StageStatus } from '@paperbridge/contracts';
import type { Db } from '../db/database.ts';
import { documentStages, type StageError } from '../db/schema/index.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';

const keyOf = (job: PipelineJobData, step: PipelineStep, destination: string) =>
  and(
    eq(documentStages.documentId, job.documentId),
    eq(documentStages.attempt, job.attempt),
    eq(documentStages.step, step),
    eq(documentStages.destination, destination),
  );

/** The stage's record for this attempt, if any (a finished one tells a re-run to skip). */
export async function findStage(db: Db, job: PipelineJobData, step: PipelineStep, destination = '') {
  const [row] = await db
    .select()
    .from(documentStages)
    .where(keyOf(job, step, destination));
  return row ?? null;
}

/**
 * Starts a stage in one statement: creates its record on the first run, or counts one more run of
 * an unfinished one. A stage already finished for this attempt is left as it is and its status is
 * answered, so a retried or duplicated job can skip it (and hand on to the next stage again).
 */
export async function beginStage(
  db: Db,
  job: PipelineJobData,
  step: PipelineStep,
  destination = '',
): Promise<{ finished: StageStatus | null }> {
  const started = await db
    .insert(documentStages)
    .values({
      companyId: job.companyId,
      documentId: job.documentId,
      attempt: job.attempt,
      step,
      destination,
      status: 'running',
      runs: 1,
      startedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [documentStages.documentId, documentStages.attempt, documentStages.step, documentStages.destination],
      set: { status: 'running', runs: sql`${documentStages.runs} + 1`, startedAt: new Date(), finishedAt: null },
      setWhere: sql`${documentStages.status} in ('running', 'pending')`,
    })
    .returning({ id: documentStages.id });
  if (started.length) return { finished: null };
  return { finished: (await findStage(db, job, step, destination))!.status };
}

/** Records a stage's outcome with its errors (a partial or failed stage always carries them). */
export async function finishStage(
  db: Db,
  job: PipelineJobData,
  step: PipelineStep,
  status: StageStatus,
  errors: StageError[] = [],
  destination = '',
): Promise<void> {
  await db
    .insert(documentStages)
    .values({
      companyId: job.companyId,
      documentId: job.documentId,
      attempt: job.attempt,
      step,
      destination,
      status,
      errors,
      runs: 1,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [documentStages.documentId, documentStages.attempt, documentStages.step, documentStages.destination],
      set: { status, errors, finishedAt: new Date() },
    });
}
