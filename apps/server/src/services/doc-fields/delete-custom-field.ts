import { eq } from 'drizzle-orm';
import { MAP_MSG, type IdValue } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { docFields, mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { customisedFieldList, ownCustomField } from './custom-fields.ts';
import { isFieldInUse } from './field-in-use.ts';

/** DeleteUserDocField?fieldId[&configId]: deletes one of the company's own fields that no mapping uses. */
export async function deleteCustomField(
  db: Db,
  caller: CallerContext,
  fieldId: number,
  configId?: string,
): Promise<IdValue[]> {
  if (configId) {
    const [m] = await db
      .select({ id: mappings.id })
      .from(mappings)
      .where(inCompany(mappings, caller, eq(mappings.id, configId)));
    if (!m) throw notFound(MAP_MSG.mappingNotFound, [{ field: 'configId', message: MAP_MSG.mappingNotFound }]);
  }
  const field = await ownCustomField(db, caller, fieldId);
  if (await isFieldInUse(db, caller, field.id)) throw ruleError('fieldId', MAP_MSG.fieldMapped, 'conflict');
  await db.delete(docFields).where(inCompany(docFields, caller, eq(docFields.id, field.id)));
  return customisedFieldList(db, caller);
}
