import { eq } from 'drizzle-orm';
import { MAP_MSG } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { sampleExtractions } from '../../db/schema/index.ts';
import { ruleError } from './rule-error.ts';

export type SampleRecord = typeof sampleExtractions.$inferSelect;

/** An extracted sample of the company by its fileName (as GetDataFromSampleFile answered it). */
export async function findDoneSample(db: Db, caller: CallerContext, fileName: string): Promise<SampleRecord> {
  const [row] = await db
    .select()
    .from(sampleExtractions)
    .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.fileName, fileName)));
  if (!row || row.stage !== 'done' || !row.result) throw ruleError('fileName', MAP_MSG.sampleNotFound);
  return row;
}

/** The sample → what the mapping keeps of it. */
export function storedSampleOf(row: SampleRecord) {
  const r = row.result!;
  return { sample: { fields: r.fields, tables: r.tables, tableCount: r.tableCount }, document: r.data };
}
