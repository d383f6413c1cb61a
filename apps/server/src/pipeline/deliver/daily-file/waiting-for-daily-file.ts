import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { documentStages, documents } from '../../../db/schema/index.ts';

/** The code on a delivery record that waits for its mapping's daily file (issue 30 point 2). */
export const BATCHED = 'batched';

const isBatched = sql`${documentStages.errors} @> ${JSON.stringify([{ code: BATCHED }])}::jsonb`;

/** A mapping's documents waiting for the daily file of one destination, oldest first (their current attempt only). */
export async function waitingForDailyFile(db: Db, companyId: string, mappingId: string, destination: string) {
  return db
    .select({ documentId: documents.id, attempt: documents.attempt })
    .from(documentStages)
    .innerJoin(
      documents,
      and(eq(documents.id, documentStages.documentId), eq(documents.attempt, documentStages.attempt)),
    )
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.mappingId, mappingId),
        eq(documentStages.step, 'deliver'),
        eq(documentStages.destination, destination),
        eq(documentStages.status, 'pending'),
        isBatched,
      ),
    )
    .orderBy(asc(documents.createdAt));
}

/** Per mapping of a company, how many documents wait for a daily file (the mapping list's column). */
export async function waitingForDailyFiles(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ mappingId: documents.mappingId, n: sql<number>`count(distinct ${documents.id})`.mapWith(Number) })
    .from(documentStages)
    .innerJoin(
      documents,
      and(eq(documents.id, documentStages.documentId), eq(documents.attempt, documentStages.attempt)),
    )
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documentStages.companyId, companyId),
        eq(documentStages.step, 'deliver'),
        eq(documentStages.status, 'pending'),
        isBatched,
      ),
    )
    .groupBy(documents.mappingId);
  return new Map(rows.flatMap((r) => (r.mappingId ? [[r.mappingId, r.n] as const] : [])));
}

/** Every mapping and destination with documents waiting for a daily file, across companies (the daily run). */
export async function dailyFilesDue(db: Db) {
  return db
    .selectDistinct({
      companyId: documents.companyId,
      mappingId: documents.mappingId,
      destination: documentStages.destination,
    })
    .from(documentStages)
    .innerJoin(
      documents,
      and(eq(documents.id, documentStages.documentId), eq(documents.attempt, documentStages.attempt)),
    )
    .where(and(eq(documentStages.step, 'deliver'), eq(documentStages.status, 'pending'), isBatched));
}
