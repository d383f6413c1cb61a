import { and, eq, isNull } from 'drizzle-orm';
import { DOC_TYPE, MAP_MSG, type IdValue } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { docFields } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { docFieldRecords, type DocFieldRecord } from '../../domain/doc-fields/list-doc-fields.ts';

/** The answer of the three custom-field calls: every field of the customised type, {id, value}. */
export async function customisedFieldList(db: Db, caller: CallerContext): Promise<IdValue[]> {
  return (await docFieldRecords(db, caller, DOC_TYPE.customised)).map((f) => ({ id: f.id, value: f.name }));
}

/** A trimmed, single-spaced field name; empty → the spec's "No input provided" message. */
export function cleanFieldName(name: string | undefined): string {
  const clean = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!clean) throw ruleError('fieldName', MAP_MSG.noInput);
  return clean;
}

/** A field of the customised type visible to the company (standard or its own), case-insensitive by name. */
export async function findCustomisedFieldByName(
  db: Db,
  caller: CallerContext,
  name: string,
): Promise<DocFieldRecord | null> {
  const rows = await docFieldRecords(db, caller, DOC_TYPE.customised);
  return rows.find((f) => f.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/** One of the company's own customised-type fields; a standard field or another company's is refused. */
export async function ownCustomField(db: Db, caller: CallerContext, fieldId: number): Promise<DocFieldRecord> {
  const [own] = await db
    .select()
    .from(docFields)
    .where(inCompany(docFields, caller, eq(docFields.id, fieldId)));
  if (own) {
    if (own.docTypeId !== DOC_TYPE.customised) throw ruleError('fieldId', MAP_MSG.customFieldsOnly, 'forbidden');
    return own;
  }
  // a standard field cannot be changed; another company's field does not exist for this caller
  const [standard] = await db
    .select({ id: docFields.id })
    .from(docFields)
    .where(and(eq(docFields.id, fieldId), isNull(docFields.companyId)));
  if (standard) throw ruleError('fieldId', MAP_MSG.customFieldsOnly, 'forbidden');
  throw notFound(MAP_MSG.fieldNotFound, [{ field: 'fieldId', message: MAP_MSG.fieldNotFound }]);
}
