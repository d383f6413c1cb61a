import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DocFieldOption } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { docFields } from '../../db/schema/index.ts';

export type DocFieldRecord = typeof docFields.$inferSelect;

/** The fields a company may map for a type: the standard set, then its own (customised type only). */
export async function docFieldRecords(
  db: Db,
  caller: Pick<CallerContext, 'companyId'>,
  docTypeId: number,
): Promise<DocFieldRecord[]> {
  return db
    .select()
    .from(docFields)
    .where(
      and(
        eq(docFields.docTypeId, docTypeId),
        or(isNull(docFields.companyId), eq(docFields.companyId, caller.companyId)),
      ),
    )
    .orderBy(asc(docFields.companyId), asc(docFields.sortOrder), asc(docFields.id));
}

/** GetDocFields?docTypeId */
export async function listDocFields(
  db: Db,
  caller: Pick<CallerContext, 'companyId'>,
  docTypeId: number,
): Promise<DocFieldOption[]> {
  const rows = await docFieldRecords(db, caller, docTypeId);
  return rows.map((f) => ({ id: f.id, value: f.name, kind: f.kind, isCustomField: f.companyId !== null }));
}
