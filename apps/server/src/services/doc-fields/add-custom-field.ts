import { DOC_TYPE, type IdValue } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { docFields } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../clients/unique-violation.ts';
import { cleanFieldName, customisedFieldList, findCustomisedFieldByName } from './custom-fields.ts';

/** AddUserDocField?fieldName: a new field of the customised type; an existing name (any case) is reused. */
export async function addCustomField(
  db: Db,
  caller: CallerContext,
  fieldName: string | undefined,
): Promise<{ field: IdValue; list: IdValue[] }> {
  const name = cleanFieldName(fieldName);
  let field = await findCustomisedFieldByName(db, caller, name);
  if (!field) {
    try {
      const [inserted] = await db
        .insert(docFields)
        .values({ companyId: caller.companyId, docTypeId: DOC_TYPE.customised, name, kind: 'header', sortOrder: 1000 })
        .returning();
      field = inserted!;
    } catch (e) {
      // two tabs adding the same name at once: the other one won
      if (!isUniqueViolation(e)) throw e;
      field = (await findCustomisedFieldByName(db, caller, name))!;
    }
  }
  return { field: { id: field!.id, value: field!.name }, list: await customisedFieldList(db, caller) };
}
