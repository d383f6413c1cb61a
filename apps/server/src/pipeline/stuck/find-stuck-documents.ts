import { and, asc, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema/index.ts';
import { pipelineStepSchema } from '@paperbridge/contracts';
import { stageQueueName, type QueueName } from '../../context/queues.ts';

/** the queues whose jobs move a document on: while one of them holds a job for its attempt, it is not stuck */
const MOVING_QUEUES: QueueName[] = [...pipelineStepSchema.options.map(stageQueueName), 'deliver-destination'];

export type StuckCandidate = Pick<
  typeof documents.$inferSelect,
  'id' | 'companyId' | 'attempt' | 'status' | 'updatedAt' | 'fileName'
>;

/**
 * Documents that may be stuck (issue 24 point 3): in a state between intake and delivered, untouched
 * past their deadline, with no job waiting, scheduled or running for their current attempt. 'uploaded'
 * is left out (a manual upload waits for ProcessDocIntent, the user's step), and so is a delivery that
 * ended (every destination sent or failed for good, already told) or waits on purpose (a daily file,
 * a destination not available yet, a retry scheduled for later). Across companies, like the other
 * scheduled jobs; each document is then handled within its own company. Oldest first, `limit` at most.
 */
export async function findStuckDocuments(
  db: Db,
  deadlines: { processing: Date; delivery: Date },
  limit: number,
): Promise<StuckCandidate[]> {
  const deliverOf = sql`from document_stages s where s.document_id = ${documents.id} and s.attempt = ${documents.attempt} and s.step = 'deliver'`;
  const unsettledDelivery = or(
    sql`not exists (select 1 ${deliverOf})`,
    sql`exists (select 1 ${deliverOf} and (s.status = 'running' or (s.status = 'pending'
      and not s.errors @> '[{"code":"batched"}]'::jsonb and not s.errors @> '[{"code":"unavailable"}]'::jsonb
      and (s.next_attempt_at is null or s.next_attempt_at <= now()))))`,
    sql`(${documents.status} = 'delivering' and exists (select 1 ${deliverOf} and s.destination <> '') and not exists (select 1 ${deliverOf} and s.destination <> '' and s.status <> 'success'))`,
  );
  const noLiveJob = sql`not exists (select 1 from pgboss.job j where j.name in (${sql.join(
    MOVING_QUEUES.map((q) => sql`${q}`),
    sql`, `,
  )})
    and j.state in ('created', 'retry', 'active') and j.data->>'documentId' = ${documents.id}::text and (j.data->>'attempt')::int = ${documents.attempt})`;
  return db
    .select({
      id: documents.id,
      companyId: documents.companyId,
      attempt: documents.attempt,
      status: documents.status,
      updatedAt: documents.updatedAt,
      fileName: documents.fileName,
    })
    .from(documents)
    .where(
      and(
        or(
          and(
            inArray(documents.status, ['queued', 'intake', 'extracting', 'mapping']),
            lt(documents.updatedAt, deadlines.processing),
          ),
          and(
            inArray(documents.status, ['ready', 'delivering']),
            lt(documents.updatedAt, deadlines.delivery),
            unsettledDelivery,
          ),
        ),
        noLiveJob,
      ),
    )
    .orderBy(asc(documents.updatedAt))
    .limit(limit);
}
