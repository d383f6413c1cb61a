import { eq } from 'drizzle-orm';
import { MAP_MSG } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';

export type MappingRecord = typeof mappings.$inferSelect;

/** A mapping of the caller's company; another company's id is simply not found. */
export async function findMapping(db: Db, caller: CallerContext, id: string, field = 'CnId'): Promise<MappingRecord> {
  const [row] = await db
    .select()
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.id, id)));
  if (!row) throw notFound(MAP_MSG.mappingNotFound, [{ field, message: MAP_MSG.mappingNotFound }]);
  return row;
}
