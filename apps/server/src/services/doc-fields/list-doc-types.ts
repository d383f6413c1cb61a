import { asc } from 'drizzle-orm';
import type { IdValue } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { docTypes } from '../../db/schema/index.ts';

/** GetDocType: the four document types (seeded rows). */
export async function listDocTypes(db: Db): Promise<IdValue[]> {
  return db.select({ id: docTypes.id, value: docTypes.name }).from(docTypes).orderBy(asc(docTypes.sortOrder));
}
