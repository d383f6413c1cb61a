import { and, eq } from 'drizzle-orm';
import type { DocumentState } from '@paperbridge/contracts';
import type { Db } from '../db/database.ts';
import { documents } from '../db/schema/index.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';

export type DocumentRecord = typeof documents.$inferSelect;

/**
 * The document a stage job is about, or null when the job is stale: the document was removed,
 * or a reprocess started a newer attempt (the old attempt's jobs then do nothing).
 */
export async function stageDocument(db: Db, job: PipelineJobData): Promise<DocumentRecord | null> {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)));
  if (!doc || doc.attempt !== job.attempt) return null;
  return doc;
}

/** Moves the document to a state (and any other columns), only while the job's attempt is current. */
export async function setDocument(
  db: Db,
  job: PipelineJobData,
  state: DocumentState,
  more: Partial<DocumentRecord> = {},
): Promise<void> {
  await db
    .update(documents)
    .set({ ...more, status: state, updatedAt: new Date() })
    .where(
      and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId), eq(documents.attempt, job.attempt)),
    );
}
