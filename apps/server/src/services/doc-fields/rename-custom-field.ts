import { eq } from 'drizzle-orm';
import { MAP_MSG, type IdValue } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { docFields } from '../../db/schema/index.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { cleanFieldName, customisedFieldList, findCustomisedFieldByName, ownCustomField } from './custom-fields.ts';
import { isFieldInUse } from './field-in-use.ts';

export const FIELD_NAME_TAKEN = 'A field with this name already exists.';

/** UpdateeUserDocField?fieldId&fieldName: renames one of the company's own fields that no mapping uses. */
export async function renameCustomField(
  db: Db,
  caller: CallerContext,
  fieldId: number,
  fieldName: string | undefined,
): Promise<IdValue[]> {
  const name = cleanFieldName(fieldName);
  const field = await ownCustomField(db, caller, fieldId);
  if (await isFieldInUse(db, caller, field.id)) throw ruleError('fieldId', MAP_MSG.fieldMapped, 'conflict');
  const same = await findCustomisedFieldByName(db, caller, name);
  if (same && same.id !== field.id) throw ruleError('fieldName', FIELD_NAME_TAKEN, 'conflict');
  await db
    .update(docFields)
    .set({ name })
    .where(inCompany(docFields, caller, eq(docFields.id, field.id)));
  return customisedFieldList(db, caller);
}
