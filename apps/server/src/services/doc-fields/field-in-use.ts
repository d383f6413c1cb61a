import { sql } from 'drizzle-orm';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';

/** True when any mapping of the company maps this field. */
export async function isFieldInUse(db: Db, caller: CallerContext, fieldId: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: mappings.id })
    .from(mappings)
    .where(inCompany(mappings, caller, sql`${mappings.mappedFieldIds} @> ${JSON.stringify([fieldId])}::jsonb`))
    .limit(1);
  return Boolean(hit);
}
